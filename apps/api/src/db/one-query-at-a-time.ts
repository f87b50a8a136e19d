import pg from 'pg';

/** Thrown where a query is sent on a connection that is still answering another. */
export class QueryWhileBusyError extends Error {
  constructor() {
    super(
      'A query was sent on a PostgreSQL connection still answering another: inside a transaction ' +
        '(one connection) send its queries one after another, not side by side.',
    );
  }
}

type Send = (...args: unknown[]) => unknown;

/**
 * A node-postgres client that fails a query sent while another of its own is under way. The pool
 * gives each query a connection of its own, but a transaction holds one: queries sent side by side
 * inside it (Promise.all) were queued by the client and ran one after another anyway. node-postgres
 * deprecates that queue and its next major version removes it. The PostgreSQL test run connects
 * through this client, so such a place fails its test. The query still runs in its turn and only
 * then fails: refused at once, the transaction's rollback would be sent while the first query ran,
 * and the connection would go back to the pool in the middle of an answer.
 */
export class OneQueryAtATimeClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const send = this.query.bind(this) as Send;
    let running = 0;
    const query: Send = (...args) => {
      const whileBusy = running > 0;
      running += 1;
      const done = () => {
        running -= 1;
      };
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        // The pool's own pool.query() passes a callback: the query ends when it is called.
        args[args.length - 1] = (error: unknown, ...result: unknown[]) => {
          done();
          return (callback as Send)(whileBusy ? new QueryWhileBusyError() : error, ...result);
        };
        return send(...args);
      }
      const result = send(...args);
      if (!(result instanceof Promise)) {
        done();
        return result;
      }
      const settled = result.finally(done);
      return whileBusy
        ? settled.then(
            () => Promise.reject(new QueryWhileBusyError()),
            () => Promise.reject(new QueryWhileBusyError()),
          )
        : settled;
    };
    Object.assign(this, { query });
  }
}
