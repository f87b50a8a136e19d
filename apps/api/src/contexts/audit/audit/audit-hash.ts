import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../shared/canonical-json.ts';

/** The chain's first link: no row before it. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a row's hash covers, as stored (the jsonb values exactly as they read back). */
export interface AuditContent {
  at: Date;
  actorUserId: string | null;
  ip: string | null;
  userAgent: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** SHA-256 of the previous row's hash and this row's content in canonical JSON. */
export function auditHash(prevHash: string, row: AuditContent): string {
  // Named field by field: a stored row also carries its id and hashes, which are not content.
  const content = canonicalJson({
    at: row.at.toISOString(),
    actorUserId: row.actorUserId,
    ip: row.ip,
    userAgent: row.userAgent,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
  });
  return createHash('sha256').update(`${prevHash}\n${content}`).digest('hex');
}

/**
 * A value as jsonb will give it back: without undefined members, dates as ISO strings. Hashing this
 * form is what lets a verification recompute the same hash from the stored row.
 */
export const asStored = (
  value: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null =>
  value == null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);
