import type { AuditVerification } from '@invierte/domain';
import type { Db } from '../../db/client.ts';
import { auditHash, GENESIS_HASH } from './audit-hash.ts';
import { auditRepository } from './audit.repository.ts';

const BATCH = 500;

/**
 * Walks the audit log in order and recomputes every hash: a row whose content changed no longer
 * matches its own hash (CHANGED); a row deleted or inserted out of turn breaks the link of the row
 * after it (CHAIN). Names the first row that fails.
 */
export async function verifyAuditLog(db: Db): Promise<AuditVerification> {
  let prev = GENESIS_HASH;
  let rows = 0;
  let afterId = 0;
  for (;;) {
    const batch = await auditRepository.batchAfter(db, afterId, BATCH);
    for (const row of batch) {
      rows++;
      if (row.prevHash !== prev)
        return {
          ok: false,
          rows,
          broken: {
            id: row.id,
            reason: 'CHAIN',
            message: `El registro ${row.id} no sigue al anterior: falta o se insertó un registro antes que él.`,
          },
          lastHash: prev,
        };
      if (auditHash(row.prevHash, row) !== row.hash)
        return {
          ok: false,
          rows,
          broken: {
            id: row.id,
            reason: 'CHANGED',
            message: `El registro ${row.id} fue modificado: su contenido ya no corresponde a su huella.`,
          },
          lastHash: prev,
        };
      prev = row.hash;
      afterId = row.id;
    }
    if (batch.length < BATCH) break;
  }
  return { ok: true, rows, broken: null, lastHash: rows ? prev : null };
}
