import { randomUUID } from 'node:crypto';
import {
  accountFor,
  currencySymbols,
  DomainError,
  limaDate,
  planReinvestment,
  reinvestmentLegs,
  type CurrencyCode,
  type ReinvestmentRequestBody,
  type ReinvestmentView,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ledgerRepository } from '../ledger/ledger.repository.ts';
import { postJournal } from '../ledger/post-journal.ts';
import { withIdempotency } from '../ledger/idempotency.ts';
import { recordMovement } from '../ledger/record-movement.ts';
import { investmentMinimumOf } from '../onboarding/investment-minimum.ts';
import { productsRepository } from '../products/products.repository.ts';
import { loadRescueLimits } from '../rescues/rescue-limits.ts';
import { rescuesRepository } from '../rescues/rescues.repository.ts';

export const REINVESTMENT_SCOPE = 'POST /api/portfolio/movements/registerReInvestment';

const units = (v: string) => new Decimal(v).toFixed(8);

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
  const [source, target] = await Promise.all([
    productsRepository.findById(tx, body.fromProductId),
    productsRepository.findById(tx, body.toProductId),
  ]);
  if (!source) throw new DomainError('NOT_FOUND', 'No encontramos el fondo del que sale tu dinero.');
  if (!target || target.isPrivate)
    throw new DomainError('NOT_FOUND', 'No encontramos el fondo en el que quieres reinvertir.');
  if (target.locked) throw new DomainError('PRODUCT_LOCKED', target.lockedMessage ?? undefined);
  // Checked before anything is locked, so no account is ever opened in the wrong currency.
  if (source.currency !== target.currency)
    throw new DomainError('CONFLICT', 'Solo puedes reinvertir entre fondos de la misma moneda.');
  const currency = source.currency as CurrencyCode;
  const on = { userId, currency };
  const targetParties = { ...on, productId: target.id };

  const loaded = await loadRescueLimits(tx, {
    userId,
    productId: source.id,
    now,
    lock: true,
    alsoLock: () => [
      accountFor('fundBank', { ...on, productId: source.id }),
      accountFor('fundBank', targetParties),
      accountFor('position', targetParties),
      accountFor('fundIssued', targetParties),
    ],
  });
  const targetQuota = await productsRepository.quotaValueOn(tx, target.id, loaded.applicableDay);
  if (!targetQuota)
    throw new DomainError(
      'CONFLICT',
      'Aún no hay un valor cuota publicado para el fondo en el que quieres reinvertir. Inténtalo nuevamente más tarde.',
    );
  const targetPosition = await ledgerRepository.findPosition(tx, userId, target.id);
  const plan = planReinvestment(
    body.quotas !== undefined ? { quotas: body.quotas } : { amount: body.amount ?? '0' },
    loaded.limits,
    {
      quotaValue: targetQuota.value,
      currency,
      holdsUnits: targetPosition !== undefined && new Decimal(targetPosition.posted).gt(0),
      minimum: investmentMinimumOf(target),
    },
  );
  if (!plan.ok) throw new DomainError('CONFLICT', plan.message);

  const id = randomUUID();
  const reference = `reinvestment:${id}`;
  await postJournal(tx, {
    kind: 'REINVESTMENT',
    reference,
    parties: { ...on, productId: source.id },
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
  });
  // A reinvestment is a repurchase by the source fund: it counts against the quarter's cap.
  if (!(await rescuesRepository.addRequested(tx, loaded.quarterRow!, plan.fromQuotas, now)))
    throw new DomainError('CONFLICT', 'El fondo recibió otra solicitud al mismo tiempo. Inténtalo de nuevo.');
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
        quotaValue: units(loaded.quota.value),
        quotaValueDate: loaded.quota.valueDate,
      },
      to: {
        productId: target.id,
        productName: target.name,
        quotas: plan.toQuotas,
        quotaValue: units(targetQuota.value),
        quotaValueDate: targetQuota.valueDate,
      },
      executedAt: now.toISOString(),
    },
  };
}
