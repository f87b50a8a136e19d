import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import type { AppConfig } from './config.ts';
import type { AppContext, Providers } from './context.ts';
import { createProviders } from './providers/create-providers.ts';
import { createFixedWindowLimiter } from './shared/fixed-window-limiter.ts';
import type { Database } from './db/client.ts';
import multipart from '@fastify/multipart';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { calculatorRoutes } from './modules/calculator/calculator.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { otpRoutes } from './modules/otp/otp.routes.ts';
import { passwordRoutes } from './modules/password/password.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { genReqId, loggerOptions } from './plugins/request-logging.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import { createMailService } from './providers/mail/mail-service.ts';
import { createMailProvider } from './providers/mail/create-mail-provider.ts';

export const API_VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ReadonlyArray<{ method: string; url: string }>;
    /** The context routes were built with (tests reach use cases that have no route of their own). */
    appContext: AppContext;
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
    requestIdHeader: false,
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // Every API route, as registered: the OpenAPI test checks the document against this list.
  const apiRoutes: Array<{ method: string; url: string }> = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide;
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs') || hidden) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url });
  });

  const ctx: AppContext = {
    ...createProviders(config),
    ...providers,
    limiter: createFixedWindowLimiter(() => now().getTime()),
    sleep,
    config,
    db: database.db,
    databaseKind: database.kind,
    mail: createMailService(database.db, createMailProvider(config)),
    now,
  };

  app.decorate('appContext', ctx);
  registerErrorHandling(app);
  registerAuth(app, config.jwtSecret);
  await registerSecurity(app, config);
  await registerSwagger(app, API_VERSION);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 10, fields: 20, parts: 30 } });

  await app.register(healthRoutes(ctx, API_VERSION));
  await app.register(authRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(productsRoutes(ctx));
  await app.register(identityRoutes(ctx));
  await app.register(passwordRoutes(ctx));
  await app.register(otpRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(siteRoutes(ctx));
  await app.register(feedbackRoutes(ctx));
  await app.register(calculatorRoutes(ctx));

  await registerWebStatic(app, config.webDist);
  return app;
}
