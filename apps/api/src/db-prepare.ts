import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { createDatabase } from './db/client.ts';
import { seedDatabase } from './seed/seed.ts';
import { seedDemoStory } from './seed/seed-story.ts';
import path from 'node:path';

/**
 * `npm run db:prepare -w apps/api`: migrates the database (and seeds it when SEED=true) once, before a
 * deployment starts several API processes on it with MIGRATE=false and SEED=false, so no two
 * processes race through the same migration (docs/deploy.md, tools/topology.mjs).
 */
const config = loadConfigOrExit();
const database = createDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.migrate();
  if (config.seed) {
    await seedDatabase(database.db, new Date());
    // The demo story needs the app's storage and work pool, as at a seeded start (server.ts).
    const app = await buildApp({ config: { ...config, webDist: undefined }, database });
    try {
      await seedDemoStory(app.appContext, app.log);
    } finally {
      await app.close();
    }
  }
  console.log(`database prepared (${database.kind}${config.seed ? ', seeded' : ''})`);
} finally {
  await database.close();
}
