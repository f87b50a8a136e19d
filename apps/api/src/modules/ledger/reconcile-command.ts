import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { createDatabase } from '../../db/client.ts';
import { reconcileLedger } from './reconcile-ledger.ts';

/**
 * `npm run ledger:reconcile`: prints the reconciliation of the configured database as JSON and exits
 * with 1 when it does not hold (for cron jobs and deploy checks).
 */
const config = loadConfig();
const database = createDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.migrate();
  const report = await reconcileLedger(database.db);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
