import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take longest (or wait on processes they start) go first: started last, one of them kept
 * a single worker busy after the others had finished. The rest keep vitest's own order.
 */
const slowFirst = [
  'production-faults.e2e',
  'accessibility.e2e',
  'back-office.e2e',
  'onboarding-step1.e2e',
  'admin-operations.e2e',
  'sign-in.e2e',
  'site.e2e',
  'topology-live.e2e',
  'bad-input-sweep.test',
  'durability.test',
  'shared-limits.test',
  'server-drain.test',
  'tracing.test',
  'backup.test',
  'signing.test',
  'pglite-thread.test',
  'server-config.test',
];
class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = slowFirst.findIndex((name) => file.moduleId.includes(`/${name}`));
      return at === -1 ? slowFirst.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Files whose engine is their own, whatever the run: their servers run on the embedded database
 * (shared limits over Redis, the drain, the embedded database's durability) or on PostgreSQL
 * (traces). Only the embedded engine's run takes them.
 */
const ownEngine = [
  'shared/shared-limits.test.ts',
  'server-drain.test.ts',
  'tracing.test.ts',
  'db/durability.test.ts',
];

/**
 * The API test files that open a database (or start the server), which the PostgreSQL run
 * (TEST_DATABASE_URL) takes: the others (the hash, the work pool, the embedded database's own
 * thread, PDF and Excel rendering) never reach PostgreSQL.
 */
function apiFilesUsingADatabase(): string[] {
  const root = 'apps/api/src';
  const opensADatabase = /createTestApp|databaseCopy|databaseTemplates|TEST_DATABASE_URL|startServer/;
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !ownEngine.includes(file))
    .filter((file) => opensADatabase.test(readFileSync(path.join(root, file), 'utf8')))
    .map((file) => `src/${file}`);
}

/**
 * CI's run on the embedded database (decision 0043), after the PostgreSQL run has taken every file
 * that opens a database: the files that never reach PostgreSQL or bring their own engine, and those
 * whose subject is where the two engines could answer differently — the database layer itself
 * (transactions, locks, checked states, backups), the ledger and its zero-sum and idempotency rules,
 * the money operations under concurrency and refusal, the seed. The journeys run on it too: it is
 * the product's default engine. `npm test` runs every API file on it.
 */
const embeddedEngineSubjects =
  /^(db|seed|contexts\/ledger)\/|concurrency|idempotency|refusals-write-nothing|views-agree|migrate-uploads/;
function apiFilesForTheEmbeddedEngine(): string[] {
  const onPostgres = new Set(apiFilesUsingADatabase());
  return readdirSync('apps/api/src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => !onPostgres.has(`src/${file}`) || embeddedEngineSubjects.test(file))
    .map((file) => `src/${file}`);
}

// One config, four projects: `npm test` runs them in order (unit, api, e2e) through the root scripts.
export default defineConfig({
  test: {
    reporters: ['default', './tools/summary-reporter.ts'],
    sequence: { sequencer: SlowFirstSequencer },
    // Vitest's default is one worker fewer than the cores: on the two-core CI machine, one test file
    // at a time. API files mostly wait on their embedded database thread and on the hashing pool, so
    // three at a time keep both cores busy (the e2e script runs two journeys at a time: each is
    // one product and one browser, and one alone left a core idle half the time).
    maxWorkers: 3,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
          // One jsdom and module cache per worker instead of per file (86 s → 26 s). Which files
          // share a worker, and in what order, depends on timing: each test starts with no stubbed
          // globals (here) and empty storage (test-setup.ts), and the files pass in shuffled order.
          isolate: false,
          unstubGlobals: true,
          // A journey through a screen waits several times for what appears (each wait up to 5 s);
          // on two cores shared with the PostgreSQL API run, 5 s for the whole test is too tight.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: process.env.TEST_DATABASE_URL
            ? apiFilesUsingADatabase()
            : process.env.TEST_API_SCOPE === 'embedded-engine'
              ? apiFilesForTheEmbeddedEngine()
              : ['src/**/*.test.ts'],
          globalSetup: ['src/test/api-global-setup.ts'],
          // Each file builds its own app and database (createTestApp), so files can share a
          // process's module cache: importing the whole API again for every file cost more than
          // the tests themselves (decision 0016).
          isolate: false,
          // Generous: CI runs the PostgreSQL suite beside `npm test` on two cores, and on a slow
          // machine a worker thread's start or an embedded database's open can take tens of
          // seconds. Speed is measured by `npm run bench`; a timeout here only stops a hung test.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Cheaper password hashes for this run only (password-hash.ts); the tests of the hash
          // itself and of login storms put the production cost back.
          env: { TEST_SCRYPT_LOG_N: '12' },
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['support/global-setup.ts'],
          // One test process per worker instead of per file: each file still starts its own product
          // and browser (support/setup.ts), but vitest and playwright-core load once (decision 0043).
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // expect.poll waits for what a page shows next, like Playwright's own waits (30 s); vitest's
          // default of 1 s failed a journey when the page's data took longer on a busy machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
