import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createDatabase, type Db } from './client.ts';

/**
 * Runs one check of the configured database from the command line: prints its report as JSON and
 * exits with 1 when it does not hold (for cron jobs and deploy checks).
 */
export async function runDatabaseCheck(check: (db: Db) => Promise<{ ok: boolean }>): Promise<void> {
  const config = loadConfig();
  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    const report = await check(database.db);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}
