/** A request waiting in a batching queue, with the way to answer it. */
export interface Queued<Request, Answer> {
  request: Request;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

/**
 * Collects requests and hands them to `flush` in batches (decision 0021): a request that arrives
 * while nothing is being flushed goes at once, alone; those that arrive while a batch is being
 * flushed wait for it and then go together, at most `most` at a time, in arrival order. `flush`
 * answers each request of its batch; any it leaves unanswered when it throws get its error. One
 * batch at a time: a batch is one database transaction, and a request waits at most for the one
 * before it.
 */
export function batchingQueue<Request, Answer>(
  flush: (batch: Array<Queued<Request, Answer>>) => Promise<void>,
  most: number,
): (request: Request) => Promise<Answer> {
  let waiting: Array<Queued<Request, Answer>> | undefined;
  const drain = async (queue: Array<Queued<Request, Answer>>) => {
    try {
      while (queue.length) {
        const batch = queue.splice(0, most);
        try {
          await flush(batch);
        } catch (error) {
          // Settling a promise twice does nothing: only those left unanswered get the error.
          for (const q of batch) q.reject(error);
        }
      }
    } finally {
      waiting = undefined;
    }
  };
  return (request) =>
    new Promise<Answer>((resolve, reject) => {
      if (waiting) waiting.push({ request, resolve, reject });
      else {
        waiting = [{ request, resolve, reject }];
        void drain(waiting);
      }
    });
}
