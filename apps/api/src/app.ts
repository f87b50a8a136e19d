import type { Permission } from '@invierte/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { closeAfterHandlers } from './plugins/handlers-in-flight.ts';
import { leaveConnections, type LeaveConnections } from './plugins/leave-connections.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { refuseUnstorableText } from './plugins/storable-text.ts';
import { anchorOnTimer, auditAnchors } from './contexts/audit/index.ts';
import { verifyAuditLog } from './contexts/audit/index.ts';
import type { AppConfig } from './config.ts';
import type { AppContext, Providers } from './context.ts';
import { createProviders } from './providers/create-providers.ts';
import { createFixedWindowLimiter } from './shared/fixed-window-limiter.ts';
import { createRedisLimiter } from './shared/redis-limiter.ts';
import { removeSpooledUploads } from './shared/read-multipart.ts';
import { createAppWorkPool } from './app-work-pool.ts';
import { createAnswerCache } from './shared/answer-cache.ts';
import { createInvestorAnswers } from './shared/investor-answers.ts';
import { onInvestorsChanged } from './shared/investor-changes.ts';
import { onUserRowsChanged } from './shared/user-rows-changed.ts';
import { createLiveBus } from './shared/live-bus.ts';
import { registerLiveSocket, type LiveSockets } from './plugins/live-socket.ts';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './contexts/identity/index.ts';
import type { UserRow } from './contexts/identity/index.ts';
import { createRedis } from './plugins/redis.ts';
import { createIncidents } from './shared/incidents.ts';
import { createReadiness, type Readiness } from './shared/readiness.ts';
import type { Database } from './db/client.ts';
import multipart from '@fastify/multipart';
import { authRoutes, devicesRoutes, pushLiveEvent } from './contexts/identity/index.ts';
import { calculatorRoutes } from './contexts/catalogue/index.ts';
import {
  createKeptStepFacts,
  customersRoutes,
  pauseOnboardingsForQuotaChange,
} from './contexts/customers/index.ts';
import { bannersRoutes } from './contexts/customers/index.ts';
import { referenceRoutes } from './contexts/catalogue/index.ts';
import { onboardingRoutes } from './contexts/customers/index.ts';
import { feedbackRoutes } from './contexts/back-office/index.ts';
import { siteRoutes } from './contexts/site/index.ts';
import { identityRoutes } from './contexts/identity/index.ts';
import { otpRoutes } from './contexts/customers/index.ts';
import { passwordRoutes } from './contexts/identity/index.ts';
import { userRoutes } from './contexts/customers/index.ts';
import { healthRoutes } from './contexts/site/index.ts';
import { productsRoutes } from './contexts/catalogue/index.ts';
import { profileRoutes } from './contexts/customers/index.ts';
import { ledgerRoutes } from './contexts/ledger/index.ts';
import { portfolioRoutes } from './contexts/portfolio/index.ts';
import { portfolioInvestmentsRoutes } from './contexts/portfolio/index.ts';
import { portfolioSchedulesRoutes } from './contexts/portfolio/index.ts';
import { reviewRoutes } from './contexts/customers/index.ts';
import { investorDocumentsRoutes } from './contexts/customers/index.ts';
import { adminPortfolioRoutes } from './contexts/back-office/index.ts';
import { adminProductsRoutes } from './contexts/back-office/index.ts';
import { adminUsersRoutes } from './contexts/back-office/index.ts';
import { lettersRoutes } from './contexts/documents/index.ts';
import { adminMailRoutes } from './contexts/back-office/index.ts';
import { adminHomeRoutes } from './contexts/back-office/index.ts';
import { adminPermissionsRoutes } from './contexts/back-office/index.ts';
import { rescuesRoutes } from './contexts/portfolio/index.ts';
import { statementsRoutes } from './contexts/documents/index.ts';
import { monthlyStatementsRoutes, startMonthlyStatements } from './contexts/documents/index.ts';
import { alertsRoutes } from './contexts/customers/index.ts';
import { movementsRoutes } from './contexts/portfolio/index.ts';
import { portfolioOperationsRoutes } from './contexts/portfolio/index.ts';
import { payoutAccountsRoutes } from './contexts/customers/index.ts';
import { auditRoutes } from './contexts/audit/index.ts';
import { reportsRoutes } from './contexts/documents/index.ts';
import { exchangeRatesRoutes } from './contexts/catalogue/index.ts';
import { waitingNoticesRoutes } from './contexts/customers/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { permissionOfRoute } from './plugins/permissions.ts';
import { registerCompression } from './plugins/compression.ts';
import {
  onClientError,
  onFrameworkError,
  registerApiNotFound,
  registerErrorHandling,
} from './plugins/errors.ts';
import { AccessLogController, genReqId, loggerOptions } from './plugins/request-logging.ts';
import { withRequestId } from './shared/request-context.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerTraceRoute } from './plugins/trace-route.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import { createMailService } from './providers/mail/mail-service.ts';
import { createMailProvider } from './providers/mail/create-mail-provider.ts';

export const API_VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    /** `permission`: what its `requirePermission` hook checks (null: any admin; undefined: no such hook). */
    apiRoutes: ReadonlyArray<{
      method: string;
      url: string;
      permission?: Permission | null;
      /** Registered from a declared endpoint (endpoint-route.ts), not by hand. */
      declared: boolean;
    }>;
    /** The context routes were built with (tests reach use cases that have no route of their own). */
    appContext: AppContext;
    /** What `GET /api/ready` answers; the server turns it off at SIGTERM before closing (server.ts). */
    readiness: Readiness;
    /** Closing its port without failing a request already sent (run-server.ts, decision 0069). */
    leaveConnections: LeaveConnections;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  now?: () => Date;
  /** Replaces built-in providers (tests point Google at a local key set, say). */
  providers?: Partial<Providers>;
  sleep?: (ms: number) => Promise<void>;
  /** Where logs go (tests capture them); stdout when absent. */
  logStream?: DestinationStream;
}

/** The whole API as one Fastify instance; server.ts only listens, tests use `inject`. */
export async function buildApp({
  config,
  database,
  now = () => new Date(),
  logStream,
  providers,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    genReqId,
    logController: new AccessLogController({ requestIdLogLabel: 'requestId' }),
    requestIdHeader: false,
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    // Bad URLs, over-long parameters and unreadable HTTP answer the Spanish envelope too.
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
    // A request that reaches a closing process is served, not answered Fastify's English 503: its
    // port closes first (run-server.ts), so only requests already sent arrive on its kept
    // connections, which a balancer never sends again when they write (decision 0069); closing waits
    // for them (handlers-in-flight.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  // Everything a request starts runs as part of it: log lines, work-pool tasks and the e-mails it
  // queues carry its id (shared/request-context.ts). Entered again once the body is read, since a
  // body's stream events arrive outside the context the request started in.
  app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done));
  app.addHook('preValidation', (request, _reply, done) => withRequestId(request.id, done));
  // Nothing closes under a handler still running for a client that hung up (plugins/handlers-in-flight.ts).
  // Past this many requests at once, a new one is refused at once rather than queued (decision 0068).
  const loadShedding = closeAfterHandlers(app, 5_000, config.maxRequestsInFlight);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  refuseUnstorableText(app);
  // Every API route, as registered: the OpenAPI test checks the document against this list.
  const apiRoutes: Array<{
    method: string;
    url: string;
    permission?: Permission | null;
    declared: boolean;
  }> = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide;
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs') || hidden) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        apiRoutes.push({
          method,
          url: route.url,
          permission: permissionOfRoute(route.onRequest),
          declared: route.config?.declaredEndpoint === true,
        });
  });

  const redis = createRedis(config, app.log);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  const localLimiter = createFixedWindowLimiter(() => now().getTime());
  // Each in-memory cache tells the other API processes what to forget on its own channel.
  const invalidationOverRedis = (name: string) =>
    redis
      ? {
          client: redis,
          channel: `${config.redis.prefix}${name}`,
          onError: (err: unknown) => app.log.warn({ err }, `${name} invalidation over redis failed`),
        }
      : undefined;
  const cache = createAnswerCache({
    ttlMs: 60_000,
    redis: invalidationOverRedis('answer-cache'),
  });
  app.addHook('onClose', () => cache.close());
  // Live sockets close when their session ends: they hear what the session cache forgets.
  const liveSockets: { current?: LiveSockets } = {};
  const sessions = createSessionCache<UserRow>({
    ttlMs: SESSION_CACHE_TTL_MS,
    now: () => now().getTime(),
    redis: invalidationOverRedis('session-cache'),
    onForget: (which) => liveSockets.current?.sessionsChanged(which),
  });
  const stopForgetting = onUserRowsChanged((userIds) => {
    for (const id of userIds) void sessions.forgetUser(id, database.db);
  });
  app.addHook('onClose', () => {
    stopForgetting();
    return sessions.close();
  });
  const investorAnswers = createInvestorAnswers({
    ttlMs: 60_000,
    now: () => now().getTime(),
    redis: invalidationOverRedis('investor-answers'),
  });
  const stopListening = onInvestorsChanged((userIds) => void investorAnswers.forget(userIds));
  app.addHook('onClose', async () => {
    stopListening();
    await investorAnswers.close();
  });
  const keptStepFacts = createKeptStepFacts({
    now: () => now().getTime(),
    redis: invalidationOverRedis('kept-step-facts'),
  });
  app.addHook('onClose', () => keptStepFacts.close());
  // Quota values and funds are part of every holding's value and chart: forgetting the catalogue
  // forgets every investor's answers too.
  const answers: typeof cache = {
    ...cache,
    async invalidate(tag) {
      await cache.invalidate(tag);
      if (tag === 'catalogue') await investorAnswers.forgetAll();
    },
  };
  // Push notifications follow the live events an investor is told of (decision 0035), in this one place.
  const live = createLiveBus(invalidationOverRedis('live'), {
    onPublished: (event) =>
      pushLiveEvent(ctx, event, app.log).catch((err: unknown) =>
        app.log.warn({ err, kind: event.kind }, 'push notifications not sent'),
      ),
  });
  app.addHook('onClose', async () => {
    await live.settled();
    live.close();
  });
  const work = createAppWorkPool(config.workPool);
  const incidents = createIncidents();
  const mail = createMailService(database.db, createMailProvider(config, work), {
    now,
    // Each line names the message and the request that queued it, whichever process sends it.
    onError: (err, mail) => app.log.error({ err, ...mail }, 'queued e-mail not sent'),
    onSent: (mail) => app.log.info({ event: 'mail.sent', ...mail }, 'queued e-mail sent'),
    // A queued monthly statement carries its PDF by key (decision 0039); read once the app is built.
    readFile: (key) => ctx.storage.get(key),
  });
  // The sending under way finishes before the pool it writes with closes.
  app.addHook('onClose', async () => {
    await mail.close();
    await work.close();
  });
  const ctx: AppContext = {
    cache: answers,
    sessions,
    investorAnswers,
    keptStepFacts,
    ...createProviders(config, database, incidents, app.log),
    ...providers,
    limiter: redis
      ? createRedisLimiter(redis, config.redis.prefix, localLimiter, (err) =>
          app.log.warn({ err }, 'redis limiter failed; counted in this process'),
        )
      : localLimiter,
    sleep,
    work,
    live,
    config,
    db: database.db,
    databaseKind: database.kind,
    mail,
    now,
    quotaValueOfDayChanged: pauseOnboardingsForQuotaChange,
  };

  app.decorate('appContext', ctx);
  // The audit chain's head, signed outside the database at intervals (docs/back-office.md, "Audit log").
  const stopAnchoring = anchorOnTimer(
    config,
    () => verifyAuditLog(ctx.db, { anchors: auditAnchors(config), anchorHead: true, now: ctx.now() }),
    incidents,
    app.log,
  );
  app.addHook('onClose', async () => stopAnchoring());
  // Every process tries to claim the monthly statements due; the database lets one write each (decision 0039).
  if (config.statements.monthlyJob) {
    const monthly = startMonthlyStatements(ctx, (err) =>
      app.log.error({ err }, 'monthly statements not finished'),
    );
    app.addHook('onClose', () => monthly.stop());
  }
  registerErrorHandling(app, incidents);
  registerAuth(app, database.db, config.jwtVerifySecrets, sessions);
  await registerSecurity(app, config, redis);
  await registerCompression(app);
  await registerSwagger(app, API_VERSION);
  if (config.tracing) registerTraceRoute(app);
  const readiness = createReadiness({ db: database.db, redis });
  app.decorate('leaveConnections', leaveConnections(app));
  // Before the routes, so its response hook times every one of them.
  if (config.metricsToken)
    registerMetrics(app, {
      token: config.metricsToken,
      db: database.db,
      now,
      poolStats: database.poolStats,
      workPool: work,
      incidents,
      readiness,
      loadShedding,
    });

  liveSockets.current = await registerLiveSocket(app, {
    db: database.db,
    jwtSecrets: config.jwtVerifySecrets,
    bus: live,
  });
  app.decorate('readiness', readiness);
  await app.register(healthRoutes(ctx, API_VERSION, readiness));
  // Multipart only around the modules whose routes take files: registered for the whole API, its hooks
  // (two of them async) ran on every request, the health probe and every authenticated read included.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: 20 * 1024 * 1024, files: 10, fields: 20, parts: 30 },
    });
    // Uploads are spooled to temporary files (read-multipart.ts); each request's go when it ends.
    removeSpooledUploads(uploads);
    await uploads.register(profileRoutes(ctx));
    await uploads.register(feedbackRoutes(ctx));
    await uploads.register(onboardingRoutes(ctx));
    await uploads.register(reviewRoutes(ctx));
    await uploads.register(investorDocumentsRoutes(ctx));
    await uploads.register(adminPortfolioRoutes(ctx));
    await uploads.register(adminProductsRoutes(ctx));
  });
  await app.register(authRoutes(ctx));
  await app.register(productsRoutes(ctx));
  await app.register(identityRoutes(ctx));
  await app.register(passwordRoutes(ctx));
  await app.register(devicesRoutes(ctx));
  await app.register(otpRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(customersRoutes(ctx));
  await app.register(bannersRoutes(ctx));
  await app.register(siteRoutes(ctx));
  await app.register(calculatorRoutes(ctx));
  await app.register(referenceRoutes(ctx));
  await app.register(ledgerRoutes(ctx));
  await app.register(portfolioRoutes(ctx));
  await app.register(portfolioInvestmentsRoutes(ctx));
  await app.register(portfolioSchedulesRoutes(ctx));
  await app.register(rescuesRoutes(ctx));
  await app.register(statementsRoutes(ctx));
  await app.register(monthlyStatementsRoutes(ctx));
  await app.register(alertsRoutes(ctx));
  await app.register(movementsRoutes(ctx));
  await app.register(portfolioOperationsRoutes(ctx));
  await app.register(payoutAccountsRoutes(ctx));
  await app.register(auditRoutes(ctx));
  await app.register(adminUsersRoutes(ctx));
  await app.register(lettersRoutes(ctx));
  await app.register(adminMailRoutes(ctx));
  await app.register(reportsRoutes(ctx));
  await app.register(exchangeRatesRoutes(ctx));
  await app.register(waitingNoticesRoutes(ctx));
  await app.register(adminPermissionsRoutes(ctx));
  await app.register(adminHomeRoutes(ctx));

  await registerApiNotFound(app);
  await registerWebStatic(app, config.webDist);
  return app;
}
