import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { createDatabase } from '../../db/client.ts';
import { verifyAuditLog } from './verify-audit-log.ts';

/**
 * `npm run audit:verify`: the audit chain's verification of the configured database as JSON; exit
 * code 1 when a row was changed or removed (for cron jobs and deploy checks).
 */
const config = loadConfig();
const database = createDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.migrate();
  const result = await verifyAuditLog(database.db);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
}
