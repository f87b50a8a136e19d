import { siteEndpoints } from '@invierte/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';

/**
 * Liveness: answers without touching the database, so a load balancer's probe stays cheap. It runs in
 * its own plugin context without a per-request child logger, compression or rate limit (decision
 * 0018): every other route keeps all three.
 */
const probeRoute =
  (ctx: AppContext, version: string): FastifyPluginAsyncZod =>
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
  };

function probeLogger(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger;
}

export const healthRoutes =
  (ctx: AppContext, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(probeRoute(ctx, version));

    route(app, siteEndpoints.getPublicConfig, async () =>
      ok({
        brandSlug: ctx.config.brandSlug,
        googleClientId: ctx.config.google.clientId ?? null,
        recaptchaSiteKey: ctx.config.recaptcha.secret ? (ctx.config.recaptcha.siteKey ?? null) : null,
        communityUrl: ctx.config.communityUrl ?? null,
        pushPublicKey: ctx.push.publicKey,
      }),
    );
  };
