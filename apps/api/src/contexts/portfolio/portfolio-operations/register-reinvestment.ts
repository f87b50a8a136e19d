import { randomUUID } from 'node:crypto';
import {
  currencySymbols,
  DomainError,
  limaDate,
  reinvestmentLegs,
  type ReinvestmentRequestBody,
  type ReinvestmentView,
  toQuotaString,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { planJournal } from '../../ledger/index.ts';
import { withIdempotency } from '../../ledger/index.ts';
import { recordMovement } from '../../ledger/index.ts';
import { writeWithinCap } from '../rescues/rescue-limits.ts';
import { loadReinvestment } from './load-reinvestment.ts';

export const REINVESTMENT_SCOPE = 'POST /api/portfolio/movements/registerReInvestment';

/**
 * POST /api/portfolio/movements/registerReInvestment (docs/business-rules.md, "Reinvestment"): in one
 * transaction the source fund repurchases the quotas under the rescue rules (available quotas, the
 * quarter's cap, the applicable day's value) and their amount buys quotas of the target fund at its
 * applicable value: one REINVESTMENT journal transaction, the quarter's counter raised, a movement
 * in each fund. A refusal writes nothing. Takes an Idempotency-Key.
 */
export function registerReinvestment(
  ctx: AppContext,
  input: { userId: string; body: ReinvestmentRequestBody; idempotencyKey: string | undefined },
) {
  return withIdempotency<ReinvestmentView>(
    ctx,
    { callerId: input.userId, key: input.idempotencyKey, scope: REINVESTMENT_SCOPE, body: input.body },
    (tx) => reinvestInTransaction(ctx, tx, input.userId, input.body),
  );
}

async function reinvestInTransaction(
  ctx: AppContext,
  tx: Db,
  userId: string,
  body: ReinvestmentRequestBody,
): Promise<{ status: number; data: ReinvestmentView }> {
  const now = ctx.now();
  const { source, target, currency, sourceParties, targetParties, loaded, targetQuota, plan, replan } =
    await loadReinvestment(ctx, tx, {
      userId,
      fromProductId: body.fromProductId,
      toProductId: body.toProductId,
      ask: body.quotas !== undefined ? { quotas: body.quotas } : { amount: body.amount ?? '0' },
      now,
      lock: true,
    });
  if (!plan.ok) throw new DomainError('CONFLICT', plan.message);

  const id = randomUUID();
  const reference = `reinvestment:${id}`;
  const { batch: journal } = await planJournal(
    tx,
    {
      kind: 'REINVESTMENT',
      reference,
      parties: sourceParties,
      counterparty: targetParties,
      legs: reinvestmentLegs(plan.fromQuotas, plan.amount, plan.toQuotas),
      actorUserId: userId,
      at: now,
      memo: {
        fromQuotas: plan.fromQuotas,
        amount: plan.amount,
        toQuotas: plan.toQuotas,
        fromQuotaValue: loaded.quota.value,
        toQuotaValue: targetQuota.value,
        applicableDay: loaded.applicableDay,
      },
    },
    loaded.locked,
  );
  // A reinvestment is a repurchase by the source fund: it counts against the quarter's cap.
  await writeWithinCap(tx, loaded, {
    units: plan.fromQuotas,
    at: now,
    journal,
    replan,
  });
  const operationDate = limaDate(now);
  const movement = { userId, type: 'REINVESTMENT' as const, status: 'APPROVED' as const, operationDate };
  await recordMovement(tx, {
    ...movement,
    productId: source.id,
    amount: plan.amount,
    quotaValue: loaded.quota.value,
    quotas: `-${plan.fromQuotas}`,
    key: `${reference}:from`,
  });
  await recordMovement(tx, {
    ...movement,
    productId: target.id,
    amount: plan.amount,
    quotaValue: targetQuota.value,
    quotas: plan.toQuotas,
    key: `${reference}:to`,
  });

  return {
    status: 201,
    data: {
      id,
      currency: { code: currency, symbol: currencySymbols[currency] },
      amount: plan.amount,
      applicableDay: loaded.applicableDay,
      from: {
        productId: source.id,
        productName: source.name,
        quotas: `-${plan.fromQuotas}`,
        quotaValue: toQuotaString(loaded.quota.value),
        quotaValueDate: loaded.quota.valueDate,
      },
      to: {
        productId: target.id,
        productName: target.name,
        quotas: plan.toQuotas,
        quotaValue: toQuotaString(targetQuota.value),
        quotaValueDate: targetQuota.valueDate,
      },
      executedAt: now.toISOString(),
    },
  };
}
