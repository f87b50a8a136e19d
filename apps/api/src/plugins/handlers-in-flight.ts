import { DomainError } from '@invierte/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface LoadShedding {
  /** Requests people make (calls, files, uploads) this process is answering now. */
  readonly inFlight: number;
  /** Those it refused since it started, for being over its limit. */
  readonly shed: number;
}

/**
 * The requests a process is answering, followed by one set of hooks that every request passes, for
 * two uses.
 *
 * Closing waits for handlers. A handler keeps running when its client hangs up, and Fastify's close
 * does not wait for it once that connection is gone: the database closed next failed the handler's
 * following query ("pool ended"), in a rolling restart or any SIGTERM under load. Close now waits
 * (preClose, at most `maxWaitMs`) until every started handler has answered, whether or not anyone
 * still listens. WebSocket upgrades are not counted: they live until their socket closes.
 *
 * Overload is refused, not queued (decision 0068). Past `maxRequestsInFlight` requests people make
 * (declared calls, files and uploads) at once, a new one is answered 503 SERVER_BUSY with
 * `Retry-After: 1` before any work (no Redis, no database): beyond that many, each one more only makes
 * every other one wait longer, until clients time out and retry into the same queue. Probes, the
 * metrics scrape, the live socket and the web's files are neither counted nor refused, so the
 * balancer and Prometheus see a busy process, not a dead one. A client that leaves frees its place.
 */
export function closeAfterHandlers(
  app: FastifyInstance,
  maxWaitMs: number,
  maxRequestsInFlight = Infinity,
): LoadShedding {
  const running = new Set<FastifyRequest>();
  const people = new Set<FastifyRequest>();
  let shed = 0;
  const ofPeople = (request: FastifyRequest) => {
    const kind = request.routeOptions.config.endpointKind;
    return kind === 'call' || kind === 'file' || kind === 'upload';
  };
  // Callback hooks, not async ones: every request passes here, and they need no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (ofPeople(request)) {
      if (people.size >= maxRequestsInFlight) {
        shed++;
        return done(new DomainError('SERVER_BUSY', undefined, [], { retryAfterSeconds: 1 }));
      }
      people.add(request);
    }
    if (!request.headers.upgrade) running.add(request);
    done();
  });
  const ended = (request: FastifyRequest) => {
    running.delete(request);
    people.delete(request);
  };
  // onSend runs once the handler has its answer, even for a client that left (onResponse does not).
  app.addHook('onSend', (request, _reply, payload, done) => {
    ended(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    ended(request);
    done();
  });
  // A client gone before any answer frees its place at once; closing still waits for its handler.
  app.addHook('onRequestAbort', (request, done) => {
    people.delete(request);
    done();
  });
  app.addHook('preClose', async () => {
    const deadline = Date.now() + maxWaitMs;
    while (running.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return {
    get inFlight() {
      return people.size;
    },
    get shed() {
      return shed;
    },
  };
}
