import { DomainError, siteEndpoints, type FieldError } from '@invierte/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import type { Readiness } from '../../../shared/readiness.ts';

/**
 * Liveness (`GET /api`): answers without touching the database, so a load balancer's probe stays
 * cheap. Readiness (`GET /api/ready`) sits beside it. Both run in
 * their own plugin context without a per-request child logger, compression or rate limit (decision
 * 0018): every other route keeps all three.
 */
const probeRoute =
  (ctx: AppContext, version: string, readiness: Readiness): FastifyPluginAsyncZod =>
  async (app) => {
    // The probe's lines are written with the process logger itself (a failure still logs, with the
    // request id from the request serializer): no child logger is built for every probe.
    app.setChildLoggerFactory(probeLogger);
    route(
      app,
      siteEndpoints.healthProbe,
      (_request, reply) => {
        reply.send(
          ok({
            name: 'invierte-api',
            version,
            status: 'ok' as const,
            database: ctx.databaseKind,
            time: ctx.now().toISOString(),
          }),
        );
      },
      // A load balancer's probe must never be throttled; its answer is far below the compression threshold.
      { config: { rateLimit: false }, compress: false },
    );
    // Readiness reads the database (and Redis when configured): a balancer sends traffic only to a
    // process that can serve it, and none to one that is shutting down (docs/deploy.md).
    route(
      app,
      siteEndpoints.readinessProbe,
      async () => {
        const report = await readiness.check();
        if (!report.ready)
          throw new DomainError('SERVICE_UNAVAILABLE', notReadyMessage, notReadyReasons(report));
        return ok({
          status: 'ready' as const,
          database: 'ok' as const,
          redis: report.redis === 'ok' ? 'ok' : 'not-configured',
        });
      },
      { config: { rateLimit: false }, compress: false },
    );
  };

const notReadyMessage =
  'El servicio no está disponible en este momento. Vuelve a intentarlo en unos segundos.';

function notReadyReasons(report: Awaited<ReturnType<Readiness['check']>>): FieldError[] {
  const reasons: FieldError[] = [];
  if (report.draining) reasons.push({ field: 'draining', message: 'El proceso se está cerrando.' });
  if (report.database !== 'ok') reasons.push({ field: 'database', message: 'La base de datos no responde.' });
  if (report.redis === 'unreachable') reasons.push({ field: 'redis', message: 'Redis no responde.' });
  return reasons;
}

function probeLogger(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger;
}

export const healthRoutes =
  (ctx: AppContext, version: string, readiness: Readiness): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(probeRoute(ctx, version, readiness));

    route(app, siteEndpoints.getPublicConfig, async () =>
      ok({
        brandSlug: ctx.config.brandSlug,
        googleClientId: ctx.config.google.clientId ?? null,
        recaptchaSiteKey: ctx.config.recaptcha.secret ? (ctx.config.recaptcha.siteKey ?? null) : null,
        communityUrl: ctx.config.communityUrl ?? null,
        adviserWhatsappPhone: ctx.config.adviserWhatsappPhone ?? null,
        pushPublicKey: ctx.push.publicKey,
      }),
    );
  };
