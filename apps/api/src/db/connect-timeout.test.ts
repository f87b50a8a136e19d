import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const database = createDatabase({
      databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`,
      connectTimeoutMs: 300,
      poolSize: 3,
    });
    const before = sockets.length;
    try {
      await Promise.allSettled(Array.from({ length: 8 }, () => database.db.execute(sql`select 1`)));
      expect(sockets.length - before).toBe(3);
      expect(database.poolStats?.().max).toBe(3);
    } finally {
      await database.close();
    }
  });
});
