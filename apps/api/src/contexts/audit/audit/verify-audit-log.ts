import type { AuditVerification } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { limaDateTimeText } from './audit-anchor-text.ts';
import type { AuditAnchors, SignedAnchor } from './audit-anchors.ts';
import { auditHash, GENESIS_HASH } from './audit-hash.ts';
import { auditRepository } from './audit.repository.ts';

const BATCH = 500;

type Broken = NonNullable<AuditVerification['broken']>;

/**
 * Walks the audit log in order and recomputes every hash: a row whose content changed no longer
 * matches its own hash (CHANGED); a row deleted or inserted out of turn breaks the link of the row
 * after it (CHAIN). Names the first row that fails.
 *
 * With the anchors (signed heads of the chain kept outside the database, `audit-anchors.ts`) it also
 * finds what the chain alone cannot: an anchor whose signature fails (ANCHOR), the newest rows
 * deleted (the log ends before an anchor's row: TRUNCATED), the chain recomputed after a change (an
 * anchored row's hash differs from the anchor's: RECOMPUTED). `anchorHead` then signs and appends
 * the verified head as a new anchor (`npm run audit:verify`, the API's timer).
 */
export async function verifyAuditLog(
  db: Db,
  options: { anchors?: AuditAnchors; anchorHead?: boolean; now?: Date } = {},
): Promise<AuditVerification> {
  const anchors = options.anchors ? await options.anchors.store.list() : [];
  const anchoredIds = new Set(anchors.map((a) => a.id));
  const hashAt = new Map<number, string>();
  let prev = GENESIS_HASH;
  let rows = 0;
  let afterId = 0;
  const failed = (broken: Broken): AuditVerification => ({
    ok: false,
    rows,
    broken,
    lastHash: rows ? prev : null,
    anchor: null,
  });
  for (;;) {
    const batch = await auditRepository.batchAfter(db, afterId, BATCH);
    for (const row of batch) {
      rows++;
      if (row.prevHash !== prev)
        return failed({
          id: row.id,
          reason: 'CHAIN',
          message: `El registro ${row.id} no sigue al anterior: falta o se insertó un registro antes que él.`,
        });
      if (auditHash(row.prevHash, row) !== row.hash)
        return failed({
          id: row.id,
          reason: 'CHANGED',
          message: `El registro ${row.id} fue modificado: su contenido ya no corresponde a su huella.`,
        });
      prev = row.hash;
      afterId = row.id;
      if (anchoredIds.has(row.id)) hashAt.set(row.id, row.hash);
    }
    if (batch.length < BATCH) break;
  }
  if (!options.anchors) return { ok: true, rows, broken: null, lastHash: rows ? prev : null, anchor: null };

  const problem = anchorProblem(options.anchors, anchors, hashAt, afterId);
  if (problem) return failed(problem);
  let last: SignedAnchor | undefined = anchors.at(-1);
  if (options.anchorHead && rows && (!last || afterId > last.id)) {
    last = options.anchors.sign({
      id: afterId,
      hash: prev,
      rows,
      at: (options.now ?? new Date()).toISOString(),
    });
    await options.anchors.store.append(last);
  }
  return {
    ok: true,
    rows,
    broken: null,
    lastHash: rows ? prev : null,
    anchor: last ? { id: last.id, at: last.at, rows: last.rows } : null,
  };
}

/** The first anchor the log no longer agrees with, as the verification's answer. */
function anchorProblem(
  keys: AuditAnchors,
  anchors: SignedAnchor[],
  hashAt: Map<number, string>,
  lastId: number,
): Broken | null {
  for (const anchor of anchors) {
    const when = limaDateTimeText(anchor.at);
    if (!keys.verify(anchor))
      return {
        id: anchor.id,
        reason: 'ANCHOR',
        message: `El ancla firmada del ${when} (registro ${anchor.id}) no tiene una firma válida: el archivo de anclas fue alterado o la clave cambió.`,
      };
    if (anchor.id > lastId)
      return {
        id: anchor.id,
        reason: 'TRUNCATED',
        message: `Faltan los registros más recientes: el ancla firmada del ${when} llega hasta el registro ${anchor.id}, pero el registro de auditoría termina en el ${lastId || 'inicio'}.`,
      };
    if (hashAt.get(anchor.id) !== anchor.hash)
      return {
        id: anchor.id,
        reason: 'RECOMPUTED',
        message: `El registro ${anchor.id} no coincide con el ancla firmada del ${when}: la cadena de huellas fue recalculada después de cambiar o borrar registros.`,
      };
  }
  return null;
}
