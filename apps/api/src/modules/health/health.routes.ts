import { healthResponse, publicConfigResponse } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok, responses } from '../../http.ts';

/** Liveness: answers without touching the database, so a load balancer's probe stays cheap. */
export const healthRoutes =
  (ctx: AppContext, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api',
      {
        // A load balancer's probe must never be throttled.
        config: { rateLimit: false },
        schema: {
          tags: ['health'],
          summary: 'Estado del servicio',
          response: responses(healthResponse, 200, []),
        },
      },
      async () =>
        ok({
          name: 'invierte-api',
          version,
          status: 'ok' as const,
          database: ctx.databaseKind,
          time: ctx.now().toISOString(),
        }),
    );

    app.get(
      '/api/public-config',
      {
        schema: {
          tags: ['health'],
          summary: 'Configuración pública para la web (Google, reCAPTCHA, marca)',
          response: responses(publicConfigResponse, 200, []),
        },
      },
      async () =>
        ok({
          brandSlug: ctx.config.brandSlug,
          googleClientId: ctx.config.google.clientId ?? null,
          recaptchaSiteKey: ctx.config.recaptcha.secret ? (ctx.config.recaptcha.siteKey ?? null) : null,
          communityUrl: ctx.config.communityUrl ?? null,
        }),
    );
  };
