import type { Db } from '../../../db/client.ts';
import type { ApplyMeta } from '../excel-import/define-template.ts';
import { recordMovement } from '../../ledger/index.ts';
import { reserveUnits } from '../../ledger/index.ts';
import { settleReservation } from '../../ledger/index.ts';
import { subscribeUnits } from '../../ledger/index.ts';
import { summaryOf, type PlannedOperation } from './plan-portfolio-rows.ts';

/**
 * Posts an import's planned operations on the ledger, in sheet order, inside the import's
 * transaction: a subscription is `subscribeUnits`; a rescue, already paid, is `reserveUnits` then
 * `settleReservation` of the same reference — the only path by which quotas leave a position. Each
 * is dated noon in Lima of its day (as the seed dates history) and carries the reference
 * `import:<importId>:<row>`, also the key of its APPROVED movement. An INTERESADO who gains
 * quotas becomes PARTICIPE with the posting itself (ledger/holders-participate.ts). Any refusal of the ledger (a position that
 * moved since the check) throws and the whole file is rolled back.
 */
export async function postPortfolioOperations(
  tx: Db,
  plan: PlannedOperation[],
  meta: ApplyMeta,
): Promise<void> {
  for (const op of plan) {
    const reference = `import:${meta.importId}:${op.row}`;
    const parties = { userId: op.userId, productId: op.productId, currency: op.currency };
    const at = new Date(`${op.date}T17:00:00.000Z`);
    const memo = { importId: meta.importId, row: op.row, quotaValue: op.quotaValue };
    if (op.kind === 'SUBSCRIPTION')
      await subscribeUnits(tx, {
        reference,
        parties,
        units: op.quotas,
        amount: op.amount,
        actorUserId: meta.actorUserId,
        at,
        memo,
      });
    else {
      await reserveUnits(tx, { reference, parties, units: op.quotas, actorUserId: meta.actorUserId, at });
      await settleReservation(tx, { reference, amount: op.amount, actorUserId: meta.actorUserId, at });
    }
    await recordMovement(tx, {
      userId: op.userId,
      productId: op.productId,
      type: op.kind,
      status: 'APPROVED',
      amount: op.amount,
      quotaValue: op.quotaValue,
      quotas: op.kind === 'RESCUE' ? `-${op.quotas}` : op.quotas,
      operationDate: op.date,
      key: reference,
    });
  }
}

export { summaryOf };
