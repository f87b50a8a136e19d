import type { FastifyInstance } from 'fastify';
import type { LiveServerMessage } from '@invierte/domain';
import { WebSocket } from 'ws';

/** A test's end of GET /api/live: what the server sent, in order, and how the socket closed. */
export interface TestLiveSocket {
  socket: WebSocket;
  /** The next message not yet taken, waiting up to `ms` for it (null when none came). */
  next(ms?: number): Promise<LiveServerMessage | null>;
  closed: Promise<{ code: number; reason: string }>;
}

/**
 * The app's loopback address, listening on a free port from the first call on. A real connection:
 * the API reads the client's address from the socket, which an injected upgrade does not have.
 */
async function baseOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app is not on a port');
  return `ws://127.0.0.1:${address.port}`;
}

/** Opens the live socket on `app` and sends `first` as its first message. */
export async function openLive(app: FastifyInstance, first?: unknown): Promise<TestLiveSocket> {
  const socket = new WebSocket(`${await baseOf(app)}/api/live`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const queue: LiveServerMessage[] = [];
  const waiting: Array<() => void> = [];
  socket.on('message', (data) => {
    queue.push(JSON.parse(String(data)) as LiveServerMessage);
    for (const wake of waiting.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  if (first !== undefined) socket.send(typeof first === 'string' ? first : JSON.stringify(first));
  return {
    socket,
    closed,
    async next(ms = 2_000) {
      const until = Date.now() + ms;
      while (queue.length === 0 && Date.now() < until)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, until - Date.now());
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      return queue.shift() ?? null;
    },
  };
}

/** Opens the live socket with `token` and waits for the server to accept it. */
export async function openLiveReady(app: FastifyInstance, token: string): Promise<TestLiveSocket> {
  const live = await openLive(app, { type: 'auth', token });
  const first = await live.next();
  if (first?.type !== 'ready') throw new Error(`live socket not ready: ${JSON.stringify(first)}`);
  return live;
}
