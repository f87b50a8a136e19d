import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { verifyAccessToken } from '../contexts/identity/index.ts';
import type { Database } from '../db/client.ts';
import { nextIp, verifiedUser } from '../test/accounts.ts';
import { openLiveReady } from '../test/live-client.ts';
import { databaseCopy, type TestApp } from '../test/test-app.ts';

/**
 * Two API instances on one database and the machine's Redis, with a channel prefix of their own:
 * an event raised on one reaches a socket open on the other, and a logout on one closes the other's
 * socket. Without Redis each instance would tell only its own sockets, and both tests would fail.
 */
describe('the live channel across two API instances sharing Redis', () => {
  const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `test-live-${randomUUID()}:`;
  let database: Database;
  let dropDatabase = async () => undefined as void;
  let dataDir: string;
  let jwtSecret: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const probe = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    await probe.ping().catch((error: unknown) => {
      throw new Error(`these tests need Redis at ${redisUrl} (REDIS_TEST_URL): ${String(error)}`);
    });
    await probe.quit();
    dataDir = await mkdtemp(path.join(tmpdir(), 'invierte-live-'));
    // A copy of the run's migrated template (api-global-setup.ts): quicker than migrating, and a
    // PostgreSQL database of its own when the suite runs there.
    const copy = await databaseCopy(inject('databaseTemplates').migrated);
    dropDatabase = copy.drop;
    database = copy.connect();
    await database.migrate();
    jwtSecret = randomBytes(32).toString('hex');
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
      },
      {},
    );
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config, database, sleep: async () => undefined });
      await app.ready();
      apps.push(app);
    }
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  const newSession = (email: string) => {
    const lastMailTo = async (to: string) => {
      const folder = path.join(dataDir, 'mail');
      for (const file of (await readdir(folder)).sort().reverse()) {
        const content = await readFile(path.join(folder, file), 'utf8');
        if (content.includes(`To: ${to}`)) return content;
      }
      throw new Error(`no mail to ${to}`);
    };
    const t = { app: apps[0]!, lastMailTo } as unknown as TestApp;
    return verifiedUser(t, email, `75${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`);
  };

  it('an event published on one instance reaches the socket open on the other', async () => {
    const s = await newSession('live.dos@example.pe');
    const userId = verifyAccessToken(s.accessToken, [jwtSecret])!.userId;
    const onB = await openLiveReady(apps[1]!, s.accessToken);
    // Until A's subscription is confirmed it tells only its own sockets: publish until B hears.
    let heard = null;
    for (let i = 0; i < 20 && !heard; i++) {
      apps[0]!.appContext.live.publish(database.db, { kind: 'quotas-received', to: [userId] });
      heard = await onB.next(100);
      while (heard?.type === 'resync') heard = await onB.next(100);
    }
    expect(heard).toEqual({ type: 'event', kind: 'quotas-received' });
    onB.socket.close();
  });

  it('a logout on one instance closes the socket open on the other', async () => {
    const s = await newSession('live.dos.salida@example.pe');
    const onB = await openLiveReady(apps[1]!, s.accessToken);
    const out = await apps[0]!.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${s.accessToken}` },
      payload: {},
      remoteAddress: nextIp(),
    });
    expect(out.statusCode).toBe(200);
    expect(await onB.closed).toEqual({ code: 4401, reason: 'UNAUTHORIZED' });
  });
});
