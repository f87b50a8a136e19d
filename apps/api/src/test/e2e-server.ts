import type { OnboardingState, ContractState } from '@invierte/domain';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { runMonthlyStatements } from '../contexts/documents/monthly-statements/run-monthly-statements.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { onboardings } from '../db/schema.ts';
import { seedDatabase } from '../seed/seed.ts';
import { seedDemoStory } from '../seed/seed-story.ts';
import { keepDemoQuotaValuesCurrent } from '../seed/demo-quota-values.ts';
import { apiRoot } from '../shared/api-root.ts';

/**
 * The server the browser journeys start when they need an onboarding at a stage whose calls belong to
 * other slices (the back office approving a signature). It is `src/server.ts` plus one route that
 * moves an onboarding to a state, like `forceState` in the API tests. Production never runs it:
 * `npm start` and the image start `dist/server.js`, and only the journeys' build (`build.mjs --tests`)
 * bundles this file, as `dist/e2e-server.js`.
 */
const config = loadConfig();
config.webDist ??= path.resolve(apiRoot, '../web/dist');

const database = createDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await database.migrate();
if (config.seed) await seedDatabase(database.db, new Date());

const app = await buildApp({ config, database });
// The demo participant's history needs the app's storage and work pool (seed-story.ts).
if (config.seed) await seedDemoStory(app.appContext, app.log);
if (config.seed) await keepDemoQuotaValuesCurrent(app, app.appContext);

app.post<{ Params: { id: string }; Body: { state: OnboardingState; contractState: ContractState } }>(
  '/api/test-only/onboarding/:id/state',
  { schema: { hide: true } },
  async (request) => {
    const { state, contractState } = request.body;
    const [row] = await database.db
      .update(onboardings)
      .set({ state, contractState, resumeState: null, version: sql`${onboardings.version} + 1` })
      .where(eq(onboardings.id, request.params.id))
      .returning({ id: onboardings.id });
    return { status: row ? 'success' : 'error' };
  },
);

// The monthly statements of a month, now, as the first business day's timer would run them (decision 0039).
app.post<{ Params: { period: string } }>(
  '/api/test-only/monthly-statements/:period',
  { schema: { hide: true } },
  async (request) => ({
    status: 'success',
    data: await runMonthlyStatements(app.appContext, request.params.period),
  }),
);

// The database closes after the app, whose close hooks (the mail queue) still write (run-server.ts).
const stop = () =>
  void app.close().then(async () => {
    await database.close();
    process.exit(0);
  });
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
await app.listen({ host: config.host, port: config.port });
