import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { withAfterCommit } from '../../../db/after-commit.ts';
import { createDatabase, type Database, type Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { linkToken, nextIp, verifiedUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { disableAccount } from './disable-account.ts';
import { createSessionCache, SESSION_CACHE_TTL_MS as TTL, type CachedSession } from './session-cache.ts';

type Row = { id: string; name: string };

/** A stand-in database whose transactions run their after-commit hooks as a real one's do. */
const db = withAfterCommit({
  transaction: async (run: (tx: Db) => unknown) => run({} as Db),
} as unknown as Db);

/** A cache on a hand-moved clock, and a loader that counts its database reads. */
function fixture() {
  const clock = { now: 0 };
  const cache = createSessionCache<Row>({ ttlMs: TTL, maxEntries: 3, now: () => clock.now });
  let reads = 0;
  const rows = new Map<string, CachedSession<Row>>();
  const put = (sessionId: string, userId: string, name = 'Rosa', revokedAt: Date | null = null) =>
    rows.set(sessionId, { userId, revokedAt, user: { id: userId, name } });
  const lookup = (sessionId: string) =>
    cache.lookup(sessionId, async () => {
      reads++;
      return rows.get(sessionId);
    });
  return { clock, cache, put, lookup, reads: () => reads };
}

describe('session cache', () => {
  it('reads a session once per lifetime, and again once the lifetime is over', async () => {
    const f = fixture();
    f.put('s1', 'u1');
    await f.lookup('s1');
    await f.lookup('s1');
    f.clock.now = TTL - 1;
    expect((await f.lookup('s1'))?.user.name).toBe('Rosa');
    expect(f.reads()).toBe(1);
    f.put('s1', 'u1', 'Rosa María');
    f.clock.now = TTL;
    expect((await f.lookup('s1'))?.user.name).toBe('Rosa María');
    expect(f.reads()).toBe(2);
  });

  it('forgetting a user drops all their sessions and caches none of them until the write commits', async () => {
    const f = fixture();
    f.put('s1', 'u1');
    f.put('s2', 'u1');
    f.put('s3', 'u2');
    for (const id of ['s1', 's2', 's3']) await f.lookup(id);
    await db.transaction(async (tx) => {
      await f.cache.forgetUser('u1', tx);
      f.put('s1', 'u1', 'Rosa', new Date());
      expect((await f.lookup('s1'))?.revokedAt).not.toBeNull();
      // Read from the database every time until the write commits: it may still show the old row.
      await f.lookup('s2');
      await f.lookup('s2');
      expect(f.reads()).toBe(3 + 3);
      await f.lookup('s3');
      expect(f.reads()).toBe(6);
    });
    // Committed: the next read is kept, not a minute later.
    await f.lookup('s2');
    await f.lookup('s2');
    expect(f.reads()).toBe(7);
  });

  it('two writes that forgot a user: nothing is cached until the second commits too', async () => {
    const f = fixture();
    f.put('s1', 'u1');
    await f.lookup('s1');
    let commitSecond!: () => void;
    const second = db.transaction(async (tx) => {
      await f.cache.forgetUser('u1', tx);
      await new Promise<void>((resolve) => (commitSecond = resolve));
    });
    await db.transaction(async (tx) => f.cache.forgetUser('u1', tx));
    // The first has committed, the second not: its row may still change.
    await f.lookup('s1');
    await f.lookup('s1');
    expect(f.reads()).toBe(3);
    commitSecond();
    await second;
    await f.lookup('s1');
    await f.lookup('s1');
    expect(f.reads()).toBe(4);
  });

  it('a write that rolls back leaves the user uncached for one lifetime at most', async () => {
    const f = fixture();
    f.put('s1', 'u1');
    await f.lookup('s1');
    const failed = await db
      .transaction(async (tx) => {
        await f.cache.forgetUser('u1', tx);
        throw new Error('refused');
      })
      .catch(() => 'rolled back');
    expect(failed).toBe('rolled back');
    await f.lookup('s1');
    await f.lookup('s1');
    expect(f.reads()).toBe(3);
    f.clock.now = TTL + 1;
    await f.lookup('s1');
    await f.lookup('s1');
    expect(f.reads()).toBe(4);
  });

  it('forgetting after the write committed keeps the next read at once', async () => {
    const f = fixture();
    f.put('s1', 'u1');
    await f.lookup('s1');
    f.put('s1', 'u1', 'Rosa María');
    await f.cache.forgetUser('u1', db);
    expect((await f.lookup('s1'))?.user.name).toBe('Rosa María');
    await f.lookup('s1');
    expect(f.reads()).toBe(2);
  });

  it('forgetting one session leaves the user’s other sessions cached', async () => {
    const f = fixture();
    f.put('s1', 'u1');
    f.put('s2', 'u1');
    await f.lookup('s1');
    await f.lookup('s2');
    await f.cache.forgetSession('s1', db);
    await f.lookup('s1');
    await f.lookup('s2');
    expect(f.reads()).toBe(3);
  });

  it('does not keep what a lookup read before an invalidation, nor a revoked or missing session', async () => {
    const f = fixture();
    f.put('s1', 'u1');
    let release!: () => void;
    const slow = f.cache.lookup('s1', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { userId: 'u1', revokedAt: null, user: { id: 'u1', name: 'old' } };
    });
    await f.cache.forgetUser('someone-else', db);
    release();
    expect((await slow)?.user.name).toBe('old');
    await f.lookup('s1');
    expect(f.reads()).toBe(1);

    f.put('s9', 'u9', 'Ana', new Date());
    await f.lookup('s9');
    await f.lookup('s9');
    await f.lookup('missing');
    await f.lookup('missing');
    expect(f.reads()).toBe(1 + 4);
  });

  it('holds at most maxEntries sessions, dropping the oldest', async () => {
    const f = fixture();
    for (const id of ['a', 'b', 'c', 'd']) {
      f.put(id, `u-${id}`);
      await f.lookup(id);
    }
    await f.lookup('d');
    await f.lookup('a');
    expect(f.reads()).toBe(5);
  });
});

describe('the per-request check with the cache warm', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: nextIp(),
    });
  const me = (token: string) => call('GET', '/api/profile/me', token);
  const login = async (email: string, password = 'Segura2026') =>
    (await call('POST', '/api/auth/login', undefined, { email, password })).json().data as {
      accessToken: string;
      refreshToken: string;
    };
  /** One request caches the session, right after the e-mail verification that opened it. */
  const warm = async (token: string) => {
    expect((await me(token)).statusCode).toBe(200);
  };
  /** Proves the cache answers: a name written behind the API's back does not show until the lifetime ends. */
  const expectCached = async (token: string, email: string) => {
    await t.db.update(users).set({ name: 'Escrito a mano' }).where(eq(users.email, email));
    expect((await me(token)).json().data.name).not.toBe('Escrito a mano');
  };

  it('answers from memory, and a change written straight into the database shows after the lifetime', async () => {
    const s = await verifiedUser(t, 'cache.memoria@example.pe', '73000001');
    await warm(s.accessToken);
    await expectCached(s.accessToken, 'cache.memoria@example.pe');
    await t.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.email, 'cache.memoria@example.pe'));
    t.clock.now = new Date(t.clock.now.getTime() + TTL);
    expect((await me(s.accessToken)).statusCode).toBe(401);
  });

  it('logout, logout everywhere and a reused refresh token refuse the cached token at once', async () => {
    const a = await verifiedUser(t, 'cache.salida@example.pe', '73000002');
    const b = await login('cache.salida@example.pe');
    const c = await login('cache.salida@example.pe');
    await warm(a.accessToken);
    for (const s of [b, c]) expect((await me(s.accessToken)).statusCode).toBe(200);
    await expectCached(a.accessToken, 'cache.salida@example.pe');

    await call('POST', '/api/auth/logout', undefined, { refreshToken: a.refreshToken });
    expect((await me(a.accessToken)).statusCode).toBe(401);
    expect((await me(b.accessToken)).statusCode).toBe(200);

    // Replaying a spent refresh token ends that session (REFRESH_REUSED).
    await call('POST', '/api/auth/refresh', undefined, { refreshToken: b.refreshToken });
    await call('POST', '/api/auth/refresh', undefined, { refreshToken: b.refreshToken });
    expect((await me(b.accessToken)).statusCode).toBe(401);

    expect((await call('POST', '/api/auth/logout-all', c.accessToken)).statusCode).toBe(200);
    expect((await me(c.accessToken)).statusCode).toBe(401);
  });

  it('a password change, a reset and disabling refuse the cached token at once', async () => {
    const changed = await verifiedUser(t, 'cache.cambio@example.pe', '73000003');
    const reset = await verifiedUser(t, 'cache.reinicio@example.pe', '73000004');
    const disabled = await verifiedUser(t, 'cache.apagado@example.pe', '73000005');
    await warm(changed.accessToken);
    for (const s of [reset, disabled]) expect((await me(s.accessToken)).statusCode).toBe(200);
    await expectCached(disabled.accessToken, 'cache.apagado@example.pe');

    const res = await call('POST', '/api/profile/change-password', changed.accessToken, {
      currentPassword: 'Segura2026',
      password: 'Nueva2026x',
      confirmPassword: 'Nueva2026x',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(changed.accessToken)).statusCode).toBe(401);

    await call('POST', '/api/password/recovery', undefined, { email: 'cache.reinicio@example.pe' });
    const token = linkToken(await t.lastMailTo('cache.reinicio@example.pe'), '/create-password');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/password/create',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: 'Nueva2026x', confirmPassword: 'Nueva2026x' },
      remoteAddress: nextIp(),
    });
    expect((await me(reset.accessToken)).statusCode).toBe(401);

    const [user] = await t.db.select().from(users).where(eq(users.email, 'cache.apagado@example.pe'));
    await disableAccount(t.ctx, user!.id);
    expect((await me(disabled.accessToken)).statusCode).toBe(401);
  });

  it('the caller’s own changes show in GET /api/profile/me at once', async () => {
    const s = await verifiedUser(t, 'cache.banderas@example.pe', '73000006');
    await warm(s.accessToken);
    expect((await me(s.accessToken)).json().data.flashdata.hideHeadWelcoming).toBeUndefined();
    const res = await call('PATCH', '/api/profile/flashdata', s.accessToken, { hideHeadWelcoming: true });
    expect(res.statusCode).toBe(200);
    expect((await me(s.accessToken)).json().data.flashdata.hideHeadWelcoming).toBe(true);
  });
});

/**
 * Two API instances on one database and the machine's Redis, each with its own cache: what one of
 * them ends, the other refuses on its very next request. Without the Redis message the second
 * instance would answer 200 from its cache for a few more seconds.
 */
describe('two API instances sharing Redis', () => {
  const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `test-${randomUUID()}:`;
  const clock = { now: new Date() };
  let database: Database;
  let dataDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const probe = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    await probe.ping().catch((error: unknown) => {
      throw new Error(`these tests need Redis at ${redisUrl} (REDIS_TEST_URL): ${String(error)}`);
    });
    await probe.quit();
    dataDir = await mkdtemp(path.join(tmpdir(), 'invierte-session-cache-'));
    database = createDatabase({});
    await database.migrate();
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
      },
      {},
    );
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config, database, now: () => clock.now, sleep: async () => undefined });
      await app.ready();
      apps.push(app);
    }
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const inject = (i: number, method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    apps[i]!.inject({
      method,
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: nextIp(),
    });
  const me = (i: number, token: string) => inject(i, 'GET', '/api/profile/me', token);
  const setName = (email: string, name: string) =>
    database.db.update(users).set({ name }).where(eq(users.email, email));
  /**
   * Both instances subscribed and holding the session. Each read starts past the lifetime, so
   * neither waits for the word that the verification committed; but that word comes through Redis at
   * its own pace, and a read it overtakes is rightly not kept, so the holding is proved by a hand
   * edit neither instance sees (and undone), and tried again otherwise.
   */
  const warmBoth = async (email: string, token: string) => {
    for (let attempt = 1; ; attempt++) {
      clock.now = new Date(clock.now.getTime() + TTL + 1);
      const names: unknown[] = [];
      for (const i of [0, 1]) {
        const answer = await me(i, token);
        expect(answer.statusCode).toBe(200);
        names.push(answer.json().data.name);
      }
      await setName(email, 'Sonda');
      const seen = await Promise.all([0, 1].map(async (i) => (await me(i, token)).json().data.name));
      await setName(email, names[0] as string);
      if (seen.every((name, i) => name === names[i])) return;
      if (attempt === 20) throw new Error('the session was never held by both instances');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const newSession = async (email: string) => {
    const t = { app: apps[0]!, lastMailTo: mailTo } as unknown as TestApp;
    return verifiedUser(t, email, `74${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`);
  };
  const mailTo = async (to: string) => {
    const { readdir, readFile } = await import('node:fs/promises');
    const folder = path.join(dataDir, 'mail');
    for (const file of (await readdir(folder)).sort().reverse()) {
      const content = await readFile(path.join(folder, file), 'utf8');
      if (content.includes(`To: ${to}`)) return content;
    }
    throw new Error(`no mail to ${to}`);
  };
  /** Lets the Redis message reach the other instance's subscriber. */
  const waitForDelivery = async (check: () => Promise<boolean>) => {
    const until = Date.now() + 2_000;
    while (!(await check()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('a logout on one instance is refused by the other, which had the session cached', async () => {
    const s = await newSession('dos.instancias@example.pe');
    await warmBoth('dos.instancias@example.pe', s.accessToken);
    await setName('dos.instancias@example.pe', 'Escrito a mano');
    expect((await me(1, s.accessToken)).json().data.name).not.toBe('Escrito a mano');

    expect((await inject(0, 'POST', '/api/auth/logout', s.accessToken, {})).statusCode).toBe(200);
    expect((await me(0, s.accessToken)).statusCode).toBe(401);
    await waitForDelivery(async () => (await me(1, s.accessToken)).statusCode === 401);
    expect((await me(1, s.accessToken)).statusCode).toBe(401);
  });

  it('disabling on one instance is refused by the other', async () => {
    const s = await newSession('dos.apagado@example.pe');
    await warmBoth('dos.apagado@example.pe', s.accessToken);
    const [user] = await database.db.select().from(users).where(eq(users.email, 'dos.apagado@example.pe'));
    await disableAccount(apps[0]!.appContext, user!.id);
    await waitForDelivery(async () => (await me(1, s.accessToken)).statusCode === 401);
    expect((await me(1, s.accessToken)).statusCode).toBe(401);
  });
});
