import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';

/**
 * Names the HTTP server span of a traced request after its route pattern (`GET /api/products/:id`),
 * which the HTTP instrumentation underneath Fastify cannot know. Without tracing there is no span.
 */
export function registerTraceRoute(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const span = trace.getActiveSpan();
    const route = request.routeOptions.url;
    if (!span || !route) return;
    span.updateName(`${request.method} ${route}`);
    span.setAttribute('http.route', route);
  });
}
