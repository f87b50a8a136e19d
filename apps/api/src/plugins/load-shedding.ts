import { DomainError } from '@invierte/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface LoadShedding {
  /** Requests people make (calls, files, uploads) this process is answering now. */
  readonly inFlight: number;
  /** Those it refused since it started, for being over `max`. */
  readonly shed: number;
}

/**
 * Past `max` requests at once, a process answers a new one 503 SERVER_BUSY with `Retry-After: 1`
 * before doing anything for it (no Redis, no database): beyond that many, each one more only makes
 * every other one wait longer, until clients time out and retry into the same queue. Only the
 * declared endpoints people call count and are refused; the probes, the metrics scrape, the live
 * socket and the web's files never are, so the balancer and Prometheus see a busy process, not a dead
 * one. Decision 0068.
 */
export function shedLoad(app: FastifyInstance, max: number): LoadShedding {
  const running = new Set<FastifyRequest>();
  let shed = 0;
  const counted = (request: FastifyRequest) => {
    const kind = request.routeOptions.config.endpointKind;
    return kind === 'call' || kind === 'file' || kind === 'upload';
  };
  // Callback hooks, not async ones: every request passes here, and they need no promise.
  app.addHook('onRequest', (request, _reply, next) => {
    if (!counted(request)) return next();
    if (running.size >= max) {
      shed++;
      return next(new DomainError('SERVER_BUSY', undefined, [], { retryAfterSeconds: 1 }));
    }
    running.add(request);
    next();
  });
  // Whichever comes first ends it: the answer (onSend also runs for a client that left), the
  // response, or the client's abort before any answer.
  app.addHook('onSend', (request, _reply, payload, next) => {
    running.delete(request);
    next(null, payload);
  });
  app.addHook('onResponse', (request, _reply, next) => {
    running.delete(request);
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    running.delete(request);
    next();
  });
  return {
    get inFlight() {
      return running.size;
    },
    get shed() {
      return shed;
    },
  };
}
