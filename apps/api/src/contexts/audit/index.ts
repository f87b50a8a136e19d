// The public entry of the audit context (docs/decisions/0025-api-bounded-contexts.md): what code
// outside it may import. Everything else in this folder is its own business.
export { auditActorOf } from './audit/audit-actor.ts';
export type { AuditActor } from './audit/audit-actor.ts';
export { anchorOnTimer, auditAnchors } from './audit/audit-anchors.ts';
export { auditRoutes } from './audit/audit.routes.ts';
export { recordAudit } from './audit/record-audit.ts';
export type { AuditEntryInput } from './audit/record-audit.ts';
export { verifyAuditLog } from './audit/verify-audit-log.ts';
