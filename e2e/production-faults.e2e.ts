import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, rename, open } from 'node:fs/promises';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, getTableName, like } from 'drizzle-orm';
import pg from 'pg';
import type { PortfolioFund } from '@invierte/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { reconcileLedger } from '../apps/api/src/contexts/ledger/ledger/reconcile-ledger.ts';
import { createDatabase, type Database } from '../apps/api/src/db/client.ts';
import { idempotencyKeys, ledgerAccounts, ledgerTransactions, products } from '../apps/api/src/db/schema.ts';
import { seedDatabase } from '../apps/api/src/seed/seed.ts';
import { makePng, multipart } from '../apps/api/src/test/images.ts';
import { copyTree } from './support/copy-tree.ts';
import {
  createNetworkHost,
  requireFaultTools,
  startApi,
  startOwnPostgres,
  stopChild,
  type ApiProcess,
  type NetworkHost,
  type OwnPostgres,
} from './support/fault-hosts.ts';
import { startOwnRedis, type OwnRedis } from './support/deployed-redis.ts';

/**
 * Issue 28, "Faults, each a test" (docs/deploy.md, "When a part fails"; decision 0037). The file
 * builds its own parts so that breaking one never touches the machine's shared services: a
 * PostgreSQL cluster and a redis-server of its own, three API processes on them (A and K on this
 * host, B in a network namespace of its own whose route to PostgreSQL can be cut), and one API
 * process on the embedded database whose uploads folder is a small tmpfs. Each test breaks one part
 * and puts it back.
 */
let host: NetworkHost | undefined;
let postgres: OwnPostgres | undefined;
let redis: OwnRedis | undefined;
let database: Database | undefined;
let databaseUrl: string;
const children: ChildProcess[] = [];
let a: ApiProcess;
let b: ApiProcess;
let k: ApiProcess;
let d: ApiProcess;
let embeddedDir: string | undefined;
let uploads: string | undefined;
let mounted = false;
const apiDirs: string[] = [];

const FUND_FROM = 'bono-select-midcap-soles';
const FUND_TO = 'factoring-soles';
const UNAVAILABLE = 'El servicio no está disponible en este momento. Vuelve a intentarlo en unos segundos.';

beforeAll(async () => {
  requireFaultTools();
  host = createNetworkHost();
  const jwtSecret = randomBytes(32).toString('hex');
  // The embedded-database process starts beside the PostgreSQL set-up: a copy of the run's seeded
  // data folder, whose uploads folder is a 2 MB tmpfs (the seeded files stay aside; no test reads them).
  const embedded = (async () => {
    embeddedDir = await mkdtemp(path.join(tmpdir(), 'invierte-fault-embedded-'));
    await copyTree(inject('seededDataDir'), embeddedDir);
    uploads = path.join(embeddedDir, 'uploads');
    await rename(uploads, `${uploads}.seeded`).catch(() => undefined);
    await mkdir(uploads);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m,mode=0755', 'tmpfs', uploads]);
    mounted = true;
    return startApi({ JWT_SECRET: jwtSecret, DATA_DIR: embeddedDir, MIGRATE: 'true' }, { children });
  })();
  // Awaited below; a failure before then must not surface as an unhandled rejection.
  embedded.catch(() => undefined);
  [postgres, redis] = await Promise.all([
    startOwnPostgres([host.serviceAddress]),
    startOwnRedis(['127.0.0.1', host.hostAddress]),
  ]);
  // One database, migrated and seeded once here, before any process starts (as `db:prepare` does).
  const admin = new pg.Client({ connectionString: postgres.serverUrl });
  await admin.connect();
  await admin.query('create database invierte');
  await admin.end();
  databaseUrl = postgres.serverUrl.replace(/\/postgres$/, '/invierte');
  database = createDatabase({ databaseUrl });
  await database.migrate();
  await seedDatabase(database.db, new Date());

  const shared = {
    JWT_SECRET: jwtSecret,
    REDIS_PREFIX: `faults-${randomBytes(3).toString('hex')}:`,
  };
  const onPostgres = (dataDir: string) => ({
    ...shared,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis!.url,
    DATA_DIR: dataDir,
  });
  const dirs = await Promise.all([0, 1, 2].map(() => mkdtemp(path.join(tmpdir(), 'invierte-fault-api-'))));
  apiDirs.push(...dirs);
  const started = await Promise.all([
    startApi(onPostgres(dirs[0]!), { children }),
    startApi(
      {
        ...onPostgres(dirs[1]!),
        DATABASE_URL: databaseUrl.replace('127.0.0.1', host.serviceAddress),
        REDIS_URL: redis.url.replace('127.0.0.1', host.hostAddress),
      },
      { host: host.address, wrap: host.exec([]), children },
    ),
    startApi(onPostgres(dirs[2]!), { children }),
    embedded,
  ]);
  [a, b, k, d] = started as [ApiProcess, ApiProcess, ApiProcess, ApiProcess];
  // Her first reinvestment into the target fund meets its minimum; the tests' small ones need none.
  const token = await logIn(a.url, participant.email, participant.password);
  const first = await call(a.url, 'POST', REINVEST, {
    token,
    key: randomUUID(),
    body: { ...(await reinvestmentBody()), quotas: undefined, amount: '2000' },
  });
  expect(first.status, JSON.stringify(first.body)).toBe(201);
}, 400_000);

afterAll(async () => {
  await Promise.all(children.map((child) => stopChild(child)));
  await database?.close();
  await redis?.stop();
  await postgres?.stop();
  host?.remove();
  if (mounted && uploads) execFileSync('umount', [uploads]);
  for (const dir of [embeddedDir, ...apiDirs]) if (dir) await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: { status?: string; code?: string; message?: string; data?: unknown; errors?: unknown[] };
  retryAfter: string | null;
}

async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; key?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Answer['body']) : {},
    retryAfter: res.headers.get('retry-after'),
  };
}

async function logIn(base: string, email: string, password: string) {
  const res = await call(base, 'POST', '/api/auth/login', { body: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { accessToken: string }).accessToken;
}

/** Waits until `check` holds (polling every 100 ms), or fails after `timeoutMs` saying what was last seen. */
async function until<T>(
  what: string,
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let failure: unknown;
  while (Date.now() < deadline) {
    try {
      last = await read();
      if (check(last)) return last;
    } catch (error) {
      failure = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${what}: not within ${timeoutMs / 1000} s (last: ${JSON.stringify(last ?? String(failure))})`,
  );
}

const ready = (p: ApiProcess) => call(p.url, 'GET', '/api/ready');

async function productIdOf(slug: string) {
  const [row] = await database!.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row!.id;
}

async function reinvestments() {
  const [row] = await database!.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.reference, 'reinvestment:%'));
  return row!.n;
}

async function reinvestmentBody() {
  return {
    fromProductId: await productIdOf(FUND_FROM),
    toProductId: await productIdOf(FUND_TO),
    quotas: '0.1',
  };
}

const participant = { email: 'participe@invierte.pe', password: 'Demo2026' };

describe('a part fails', () => {
  it('a partition between process B and PostgreSQL makes B unready while A serves; healing makes B ready again', async () => {
    expect((await ready(b)).status).toBe(200);
    const token = await logIn(a.url, participant.email, participant.password);
    host!.cut();
    try {
      const unready = await until(
        'B reports the database unreachable',
        () => ready(b),
        (r) => r.status === 503,
        20_000,
      );
      expect(unready.body).toMatchObject({ status: 'error', code: 'SERVICE_UNAVAILABLE' });
      expect(unready.body.errors).toContainEqual({
        field: 'database',
        message: 'La base de datos no responde.',
      });
      // The other process is unaffected.
      expect((await ready(a)).status).toBe(200);
      const funds = await call(a.url, 'GET', '/api/portfolio/funds', { token });
      expect(funds.status, JSON.stringify(funds.body)).toBe(200);
      // B refuses what it cannot serve within its connect timeout (5 s), instead of waiting for the
      // kernel to give up on a connection (about two minutes). A request that took a connection
      // opened before the cut waits until the network heals, so each try is cut short at 8 s.
      const refused = await until(
        'B refuses her movements with 503',
        () => call(b.url, 'GET', '/api/portfolio/movements/list?page=1', { token, timeoutMs: 8_000 }),
        (r) => r.status === 503,
        40_000,
      );
      expect(refused.body).toMatchObject({ status: 'error', code: 'DEPENDENCY_UNAVAILABLE' });
      expect(refused.retryAfter).toBe('5');
    } finally {
      host!.heal();
    }
    await until(
      'B ready again after the partition heals',
      () => ready(b),
      (r) => r.status === 200,
      60_000,
    );
    const onB = await call(b.url, 'GET', '/api/portfolio/funds', { token });
    expect(onB.status, JSON.stringify(onB.body)).toBe(200);
  });

  it('Redis stopped: the processes turn unready but keep serving; a money operation on A is read on B, nothing stale; Redis back, ready again', async () => {
    const token = await logIn(a.url, participant.email, participant.password);
    const body = await reinvestmentBody();
    // B answers her holdings once while Redis is up: that answer is now in B's memory.
    const before = await holding(b, token, FUND_FROM);
    await redis!.stop();
    try {
      for (const p of [a, b]) {
        const unready = await until(
          'Redis reported unreachable',
          () => ready(p),
          (r) => r.status === 503,
          20_000,
        );
        expect(unready.body.errors).toContainEqual({ field: 'redis', message: 'Redis no responde.' });
      }
      // A signs in (the limits count in the process) and moves money; B reads the result, not its memory.
      const again = await logIn(a.url, participant.email, participant.password);
      const op = await call(a.url, 'POST', REINVEST, { token: again, body, key: randomUUID() });
      expect(op.status, JSON.stringify(op.body)).toBe(201);
      const after = await holding(b, token, FUND_FROM);
      expect(Number(after.quotas)).toBeCloseTo(Number(before.quotas) - Number(body.quotas), 8);
      // The public catalogue is still served (its cache is off while the invalidations cannot arrive).
      expect((await call(b.url, 'GET', '/api/products/list', { token })).status).toBe(200);
    } finally {
      await redis!.start();
    }
    for (const p of [a, b])
      await until(
        'ready again once Redis is back',
        () => ready(p),
        (r) => r.status === 200,
      );
    expect((await reconcileLedger(database!.db)).ok).toBe(true);
  });

  it('PostgreSQL restarted during a load run: 201 or the Spanish 503, recovery by itself, every operation once', async () => {
    const token = await logIn(a.url, participant.email, participant.password);
    const body = await reinvestmentBody();
    const before = await reinvestments();
    const sent: Array<{ key: string; via: ApiProcess; answer: Answer; afterRestart: boolean }> = [];
    let restarted = false;
    // Four clients (two on each process), each bounded: it stops after two successes once the
    // server is back, after 200 operations, or after 90 s.
    const client = async (via: ApiProcess) => {
      const deadline = Date.now() + 90_000;
      let sinceBack = 0;
      for (let i = 0; i < 200 && sinceBack < 2 && Date.now() < deadline; i++) {
        const key = randomUUID();
        // A dropped connection (a process that died) is recorded as status 0, and fails below.
        const answer = await call(via.url, 'POST', REINVEST, { token, body, key }).catch(
          (error: unknown): Answer => ({ status: 0, body: { message: String(error) }, retryAfter: null }),
        );
        sent.push({ key, via, answer, afterRestart: restarted });
        if (restarted && answer.status === 201) sinceBack++;
        if (answer.status === 503) await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const clients = Promise.all([client(a), client(b), client(a), client(b)]);
    await until(
      'the load is running',
      async () => sent.length,
      (n) => n >= 4,
    );
    await postgres!.restart();
    restarted = true;
    await clients;

    for (const { answer } of sent) {
      expect([201, 503], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.body).toEqual({
          status: 'error',
          code: 'DEPENDENCY_UNAVAILABLE',
          message: UNAVAILABLE,
          errors: [],
        });
        expect(answer.retryAfter).toBe('5');
      }
    }
    expect(
      sent.filter((s) => s.answer.status === 503).length,
      'requests that met the restart',
    ).toBeGreaterThan(0);
    for (const via of [a, b])
      expect(
        sent.filter((s) => s.via === via && s.afterRestart && s.answer.status === 201).length,
      ).toBeGreaterThan(0);

    // A client retries each refused operation with its key: it happens once (or had already, when
    // the refusal came after the commit), never twice.
    for (const refused of sent.filter((s) => s.answer.status === 503)) {
      const retry = await until(
        'the retry completes',
        () => call(a.url, 'POST', REINVEST, { token, body, key: refused.key }),
        (r) => r.status !== 409,
      );
      expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    }
    expect(await reinvestments()).toBe(before + sent.length);
    expect((await reconcileLedger(database!.db)).ok).toBe(true);
  });

  it('an API process killed in the middle of a money operation: the retry with the same key on another process completes it once', async () => {
    const token = await logIn(a.url, participant.email, participant.password);
    const body = await reinvestmentBody();
    const key = randomUUID();
    const before = await reinvestments();
    // K has served nothing yet: a first priced read loads its modules and opens its pool, so the
    // operation below reaches the ledger promptly even on a slow machine.
    expect((await call(k.url, 'GET', '/api/portfolio/funds', { token })).status).toBe(200);
    // Holding the ledger's accounts keeps K's operation inside its transaction until K is killed.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    let lost: unknown;
    try {
      await locker.query('begin');
      await locker.query(`lock table ${getTableName(ledgerAccounts)} in exclusive mode`);
      const inFlight = call(k.url, 'POST', REINVEST, { token, body, key }).then(
        (answer) => answer,
        (error: unknown) => error,
      );
      await until(
        'K’s operation waits inside its transaction',
        async () =>
          (
            await locker.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where datname = 'invierte' and wait_event_type = 'Lock'",
            )
          ).rows[0]!.n,
        (n) => n >= 1,
      );
      k.child.kill('SIGKILL');
      lost = await inFlight;
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    expect(lost, 'the client got no answer from the killed process').toBeInstanceOf(Error);

    // The client's retry through another process: "en proceso" (409) while K's transaction is being
    // rolled back, then the operation, once.
    const retry = await until(
      'the retry completes',
      () => call(a.url, 'POST', REINVEST, { token, body, key }),
      (r) => r.status !== 409,
    );
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    const again = await call(b.url, 'POST', REINVEST, { token, body, key });
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(retry.body.data);
    expect(await reinvestments()).toBe(before + 1);
    const [stored] = await database!.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(stored!.n).toBe(1);
    expect((await reconcileLedger(database!.db)).ok).toBe(true);
  });

  it('disk full on uploads (embedded database): a clear Spanish error, nothing half-written, the old avatar kept', async () => {
    const token = await logIn(d.url, participant.email, participant.password);
    const profile = async () =>
      (await call(d.url, 'GET', '/api/profile/me', { token })).body.data as { avatarUrl: string | null };
    const upload = () => {
      const form = multipart({}, [
        { name: 'avatar', filename: 'yo.png', type: 'image/png', bytes: makePng(64, 64) },
      ]);
      return fetch(`${d.url}/api/profile/avatar`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
        body: form.payload,
      });
    };
    const first = await upload();
    expect(first.status, await first.clone().text()).toBe(200);
    const kept = (await profile()).avatarUrl;
    expect(kept).not.toBeNull();
    const filesBefore = await filesUnder(uploads!);

    const filler = path.join(uploads!, 'filler');
    await fillDisk(filler);
    try {
      const full = await upload();
      expect(full.status).toBe(507);
      expect(await full.json()).toEqual({
        status: 'error',
        code: 'STORAGE_FULL',
        message:
          'No hay espacio para guardar el archivo en este momento. Inténtalo más tarde; si continúa, comunícate con soporte.',
        errors: [],
      });
      expect(await filesUnder(uploads!)).toEqual([...filesBefore, 'filler'].sort());
      expect((await profile()).avatarUrl).toBe(kept);
      const old = await fetch(`${d.url}${kept}`, { headers: { authorization: `Bearer ${token}` } });
      expect(old.status).toBe(200);
    } finally {
      await rm(filler);
    }
    // Room again: the same upload goes through.
    const after = await upload();
    expect(after.status, await after.clone().text()).toBe(200);
    expect((await profile()).avatarUrl).not.toBe(kept);
  });
});

const REINVEST = '/api/portfolio/movements/registerReInvestment';

async function holding(p: ApiProcess, token: string, slug: string) {
  const res = await call(p.url, 'GET', '/api/portfolio/funds', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const fund = (res.body.data as PortfolioFund[]).find((f) => f.productSlug === slug);
  expect(fund, `a holding of ${slug}`).toBeDefined();
  return fund!;
}

/** Every file under `root`, relative, sorted. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/** Writes `file` until the file system refuses with ENOSPC. */
async function fillDisk(file: string) {
  const handle = await open(file, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) await handle.write(chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await handle.close();
  }
}
