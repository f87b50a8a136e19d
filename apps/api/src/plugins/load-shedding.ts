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
  app.addHook('onRequest', async (request) => {
    if (!counted(request)) return;
    if (running.size >= max) {
      shed++;
      throw new DomainError('SERVER_BUSY', undefined, [], { retryAfterSeconds: 1 });
    }
    running.add(request);
  });
  // Whichever comes first ends it: the answer (onSend also runs for a client that left), the
  // response, or the client's abort before any answer.
  const done = (request: FastifyRequest) => void running.delete(request);
  app.addHook('onSend', async (request, _reply, payload) => {
    done(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));
  return {
    get inFlight() {
      return running.size;
    },
    get shed() {
      return shed;
    },
  };
}
