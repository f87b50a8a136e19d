import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from './client.ts';
import { databaseUnavailable } from './errors.ts';

/**
 * A PostgreSQL that cannot be reached in time (a partition drops the packets, a server hangs) must
 * not hold a request for the kernel's two minutes: the pool gives up after its connect timeout and
 * the error is one the API answers with 503 (docs/deploy.md, "When a part fails").
 */
describe('a PostgreSQL that never answers', () => {
  let silent: Server;
  let port = 0;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Accepts the connection and never says a word: the client waits for the server's first message.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails a query after the connect timeout with an error the API answers as unavailable', async () => {
    const database = createDatabase({
      databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`,
      connectTimeoutMs: 300,
    });
    try {
      const failure = await database.db.execute(sql`select 1`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(databaseUnavailable(failure)).toBe(true);
      // The connection attempt reached the server and was given up, not refused.
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('also bounds the wait for a connection when every one of the pool is taken', async () => {
    const database = createDatabase({
      databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`,
      connectTimeoutMs: 300,
    });
    try {
      // More queries than the pool's ten connections: the ones waiting for a free connection fail too.
      const outcomes = await Promise.allSettled(
        Array.from({ length: 12 }, () => database.db.execute(sql`select 1`)),
      );
      for (const outcome of outcomes) {
        expect(outcome.status).toBe('rejected');
        if (outcome.status === 'rejected') expect(databaseUnavailable(outcome.reason)).toBe(true);
      }
    } finally {
      await database.close();
    }
  });

  it('opens no more connections than its pool size (DATABASE_POOL_SIZE)', async () => {
    // A server of its own, and a connect timeout the count below comes well before: until then no
    // connection gives its place up to a waiting query.
    const own: Socket[] = [];
    const server = createServer((socket) => own.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const database = createDatabase({
      databaseUrl: `postgres://nobody@127.0.0.1:${(server.address() as { port: number }).port}/none`,
      connectTimeoutMs: 3_000,
      poolSize: 3,
    });
    const queries = Array.from({ length: 8 }, () => database.db.execute(sql`select 1`).catch(() => null));
    try {
      await vi.waitFor(() => expect(own).toHaveLength(3));
      // Eight queries wait, and no fourth connection comes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(own).toHaveLength(3);
      expect(database.poolStats?.()).toMatchObject({ max: 3, total: 3, waiting: 5 });
    } finally {
      // The server stops listening first: the waiting queries' own connections are then refused at once.
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of own) socket.destroy();
      await Promise.all(queries);
      await database.close();
      await closed;
    }
  });
});
