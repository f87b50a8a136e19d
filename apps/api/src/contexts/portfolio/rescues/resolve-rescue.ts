import { DomainError, formatCurrency, type RescueView } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { recordAlert } from '../../customers/index.ts';
import { releaseReservation } from '../../ledger/index.ts';
import { setMovementStatus } from '../../ledger/index.ts';
import { settleReservation } from '../../ledger/index.ts';
import { readRescueView, rescueNotFound } from './rescue-view.ts';
import { rescuesRepository } from './rescues.repository.ts';

export type RescueOutcome = 'SETTLED' | 'CANCELED' | 'REJECTED';

const alreadyResolved: Record<string, string> = {
  SETTLED: 'Esta solicitud de rescate ya fue pagada.',
  CANCELED: 'Esta solicitud de rescate ya fue cancelada.',
  REJECTED: 'Esta solicitud de rescate ya fue rechazada.',
};

/**
 * Resolves a pending rescue once, in the caller's transaction: the row is locked, its status and
 * version go in the WHERE of the update, and the ledger posts the settlement (units leave the
 * position, the amount is paid) or releases the reservation (cancelled or rejected: the quotas are
 * available again and the quarter's counter gives them back). `owner` limits it to one investor's
 * own rescue (another's answers 404, like a missing one). Resolving again with the same outcome
 * answers the rescue as it is (a repeated DELETE or settlement is harmless); another outcome is a 409.
 */
export async function resolveRescue(
  ctx: AppContext,
  tx: Db,
  input: { id: string; outcome: RescueOutcome; actorUserId: string; owner?: string; reason?: string },
): Promise<{ view: RescueView; changed: boolean; userId: string }> {
  const now = ctx.now();
  const row = await rescuesRepository.lock(tx, input.id);
  if (!row || (input.owner && row.userId !== input.owner)) throw rescueNotFound();
  if (row.status !== 'PENDING') {
    if (row.status !== input.outcome) throw new DomainError('CONFLICT', alreadyResolved[row.status]);
    return { view: await readRescueView(tx, row.id), changed: false, userId: row.userId };
  }
  const reference = `rescue:${row.id}`;
  if (input.outcome === 'SETTLED') {
    await settleReservation(tx, { reference, amount: row.amount, actorUserId: input.actorUserId, at: now });
  } else {
    // The ledger, then the counter: the same lock order as a request.
    await releaseReservation(tx, { reference, actorUserId: input.actorUserId, at: now });
    const key = { productId: row.productId, quarter: row.quarter };
    if (!(await rescuesRepository.giveBack(tx, key, row.quotas, now))) throw changedMeanwhile();
  }
  const resolved = await rescuesRepository.resolve(tx, row, {
    status: input.outcome,
    by: input.actorUserId,
    at: now,
    ...(input.reason ? { reason: input.reason } : {}),
  });
  if (!resolved) throw changedMeanwhile();
  await setMovementStatus(tx, reference, input.outcome === 'SETTLED' ? 'APPROVED' : input.outcome);
  const view = await readRescueView(tx, row.id);
  if (input.outcome !== 'CANCELED') await alertInvestor(ctx, tx, row.userId, view, now);
  ctx.live.publish(tx, {
    kind: input.outcome === 'SETTLED' ? 'rescue-paid' : 'request-changed',
    to: [row.userId],
    by: input.actorUserId,
  });
  ctx.live.publish(tx, { kind: 'back-office-queue-changed', to: 'staff' });
  return { view, changed: true, userId: row.userId };
}

const changedMeanwhile = () =>
  new DomainError('CONFLICT', 'La solicitud de rescate cambió mientras la procesábamos. Vuelve a cargarla.');

/** The investor's alerts area tells of a rescue paid or rejected, in the same transaction. */
function alertInvestor(ctx: AppContext, tx: Db, userId: string, r: RescueView, at: Date) {
  const amount = formatCurrency(r.amount, r.currency.code);
  return r.status === 'SETTLED'
    ? recordAlert(ctx, tx, {
        userId,
        kind: 'RESCUE_SETTLED',
        title: 'Pagamos tu rescate',
        message: `Depositamos ${amount} en tu cuenta ${r.bankAccount.bankName} ${r.bankAccount.accountNumber} por tu rescate de ${r.productName}.`,
        link: '/participe',
        at,
      })
    : recordAlert(ctx, tx, {
        userId,
        kind: 'RESCUE_REJECTED',
        title: 'Tu rescate no fue aprobado',
        message: `Tu solicitud de ${amount} de ${r.productName} no fue aprobada: ${r.rejectionReason ?? ''} Tus cuotas vuelven a estar disponibles.`,
        link: '/portafolio/movimientos/rescatar-cuotas',
        at,
      });
}
