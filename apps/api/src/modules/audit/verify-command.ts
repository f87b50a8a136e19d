import { runDatabaseCheck } from '../../db/run-database-check.ts';
import { verifyAuditLog } from './verify-audit-log.ts';

/** `npm run audit:verify`: the audit chain's verification; exit 1 when a row was changed or removed. */
await runDatabaseCheck(verifyAuditLog);
