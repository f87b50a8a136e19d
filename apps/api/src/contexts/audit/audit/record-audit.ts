import type { Db } from '../../../db/client.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { asStored, auditHash, GENESIS_HASH } from './audit-hash.ts';
import { auditRepository } from './audit.repository.ts';

export interface AuditEntryInput {
  actorUserId: string;
  client: ClientInfo;
  /** The permission-like name of what was done: `rescue.settle`, `user.disable`… */
  action: string;
  entity: string;
  entityId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
}

/**
 * Writes one back-office write into the audit log, inside that write's transaction, so the row
 * exists exactly when the change does. Call it last in the transaction: it takes the chain's lock,
 * and a transaction holding it must need no other lock (no two writes ever wait on each other).
 */
export async function recordAudit(tx: Db, entry: AuditEntryInput): Promise<void> {
  const prevHash = (await auditRepository.lockChain(tx)) ?? GENESIS_HASH;
  const content = {
    at: entry.at,
    actorUserId: entry.actorUserId,
    ip: entry.client.ip,
    userAgent: entry.client.userAgent,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: asStored(entry.before),
    after: asStored(entry.after),
  };
  await auditRepository.insert(tx, { ...content, prevHash, hash: auditHash(prevHash, content) });
}
