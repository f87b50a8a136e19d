import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A handler keeps running when its client hangs up, and Fastify's close does not wait for it once
 * that connection is gone: the database closed next failed the handler's following query ("pool
 * ended"), in a rolling restart or any SIGTERM under load. Close now waits (preClose, at most
 * `maxWaitMs`) until every started handler has answered, whether or not anyone still listens.
 * WebSocket upgrades are not counted: they live until their socket closes.
 */
export function closeAfterHandlers(app: FastifyInstance, maxWaitMs: number): void {
  const running = new Set<FastifyRequest>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.headers.upgrade) running.add(request);
    done();
  });
  // onSend runs once the handler has its answer, even for a client that left (onResponse does not).
  app.addHook('onSend', (request, _reply, payload, done) => {
    running.delete(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    running.delete(request);
    done();
  });
  app.addHook('preClose', async () => {
    const deadline = Date.now() + maxWaitMs;
    while (running.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  });
}
