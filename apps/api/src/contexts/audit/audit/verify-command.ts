import { loadConfig } from '../../../config.ts';
import { runDatabaseCheck } from '../../../db/run-database-check.ts';
import { auditAnchors } from './audit-anchors.ts';
import { verifyAuditLog } from './verify-audit-log.ts';

/**
 * `npm run audit:verify`: the audit chain's verification against its signed anchors, then the verified
 * head signed as a new anchor; exit 1 when a row was changed or removed.
 */
const anchors = auditAnchors(loadConfig());
await runDatabaseCheck((db) => verifyAuditLog(db, { anchors, anchorHead: true }));
