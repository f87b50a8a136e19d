import { MessageChannel, type MessagePort } from 'node:worker_threads';

/**
 * Pages of rows handed to a work-pool task one at a time over a MessagePort, so the thread that
 * reads them (the request thread, from the database) never holds them all, nor a copy of them all
 * on its way to the pool thread. The task asks for the next page as it needs it; the reader reads it
 * then. One page is asked ahead, so the next read overlaps the writing of the current page.
 */

type Answer<T> = { rows: T[] } | { done: true } | { failed: true };

export interface OfferedPages {
  /** The end the task reads from (`pagesFrom`); it goes in the task's input and its transfer list. */
  port: MessagePort;
  /** Ends the offer: the task is over (however it went), no page is read any more. */
  close(): void;
  /** Why reading a page failed, if it did: the caller rethrows it instead of the task's own error. */
  readonly error: unknown;
}

/** Offers `pages` to a task: each request the task sends reads one more page. */
export function offerPages<T>(pages: AsyncIterable<T[]>): OfferedPages {
  const { port1, port2 } = new MessageChannel();
  const iterator = pages[Symbol.asyncIterator]();
  let ended = false;
  let error: unknown;
  const close = () => {
    if (ended) return;
    ended = true;
    port1.close();
    // A generator between two pages stops there (its `finally`, if any, runs).
    void iterator.return?.().catch(() => undefined);
  };
  const answer = (message: Answer<T>) => {
    if (!ended) port1.postMessage(message);
  };
  // Requests are answered in order: each waits for the page before it.
  let previous: Promise<unknown> = Promise.resolve();
  port1.on('message', () => {
    previous = previous.then(async () => {
      if (ended) return;
      try {
        const next = await iterator.next();
        answer(next.done ? { done: true } : { rows: next.value });
      } catch (failure) {
        error = failure;
        answer({ failed: true });
        close();
      }
    });
  });
  port1.on('close', close);
  return {
    port: port2,
    close,
    get error() {
      return error;
    },
  };
}

/** On the task's thread: the pages offered at `port`, in order; the port is closed once they are read. */
export async function* pagesFrom<T>(port: MessagePort): AsyncGenerator<T[]> {
  // An offer closed from the other side (its thread gave up) answers no more: the task fails instead
  // of waiting for good, which would keep its pool thread.
  const request = () =>
    new Promise<Answer<T>>((resolve) => {
      const closed = () => resolve({ failed: true });
      port.once('close', closed);
      port.once('message', (answer: Answer<T>) => {
        port.off('close', closed);
        resolve(answer);
      });
      port.postMessage('next');
    });
  try {
    let pending = request();
    for (;;) {
      const answer = await pending;
      if ('done' in answer) return;
      if ('failed' in answer) throw new Error('reading the rows failed');
      pending = request();
      yield answer.rows;
    }
  } finally {
    port.close();
  }
}
