import { DomainError, limaDate, planRescue, type RescueRequestBody, type RescueView } from '@invierte/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { customersRepository } from '../customers/customers.repository.ts';
import { withIdempotency } from '../ledger/idempotency.ts';
import { recordMovement } from '../ledger/record-movement.ts';
import { reserveUnits } from '../ledger/reserve-units.ts';
import { sendRescueEmail } from './rescue-emails.ts';
import { loadRescueLimits } from './rescue-limits.ts';
import { readRescueView } from './rescue-view.ts';
import { rescuesRepository } from './rescues.repository.ts';

/** One scope for both routes of the call, so a key used on one replays on the other. */
export const RESCUE_SCOPE = 'POST /api/rescues';

const currencyName = { PEN: 'soles', USD: 'dólares' } as const;

/**
 * POST /api/rescues (and POST /api/portfolio/movements/registerRescue): in one transaction, under the
 * quarter's counter and the position's locks, the request is checked against the available quotas
 * and the cap, priced at the applicable day's quota value, inserted, its quotas reserved on the
 * ledger, the counter raised and the movement written. A refusal writes nothing. Takes an
 * Idempotency-Key.
 */
export async function requestRescue(
  ctx: AppContext,
  input: {
    userId: string;
    body: RescueRequestBody;
    idempotencyKey: string | undefined;
    log: FastifyBaseLogger;
  },
) {
  const answer = await withIdempotency<RescueView>(
    ctx,
    { callerId: input.userId, key: input.idempotencyKey, scope: RESCUE_SCOPE, body: input.body },
    (tx) => requestInTransaction(ctx, tx, input),
  );
  if (!answer.replayed)
    await sendRescueEmail(ctx, input.log, { userId: input.userId, moment: 'REQUESTED', rescue: answer.data });
  return answer;
}

async function requestInTransaction(
  ctx: AppContext,
  tx: Db,
  input: { userId: string; body: RescueRequestBody },
): Promise<{ status: number; data: RescueView }> {
  const now = ctx.now();
  const { body } = input;
  const loaded = await loadRescueLimits(tx, {
    userId: input.userId,
    productId: body.productId,
    now,
    lock: true,
  });
  const currency = loaded.limits.currency;

  const accounts = await customersRepository.listBankAccounts(tx, input.userId, true);
  const account = accounts.find((a) => a.id === body.bankAccountId);
  if (!account || account.currency !== currency) {
    const message = `Elige una de tus cuentas bancarias activas en ${currencyName[currency]} para recibir tu rescate.`;
    throw new DomainError('VALIDATION_ERROR', message, [{ field: 'bankAccountId', message }]);
  }

  const plan = planRescue(
    body.quotas !== undefined ? { quotas: body.quotas } : { amount: body.amount ?? '0' },
    loaded.limits,
  );
  if (!plan.ok) throw new DomainError('CONFLICT', plan.message);

  const row = await rescuesRepository.insert(tx, {
    userId: input.userId,
    productId: loaded.product.id,
    bankAccountId: account.id,
    currency,
    quotas: plan.quotas,
    quotaValue: loaded.quota.value,
    quotaValueDate: loaded.quota.valueDate,
    applicableDay: loaded.applicableDay,
    amount: plan.amount,
    quarter: loaded.quarter.key,
    requestedAt: now,
  });
  const reference = `rescue:${row.id}`;
  await reserveUnits(tx, {
    reference,
    parties: { userId: input.userId, productId: loaded.product.id, currency },
    units: plan.quotas,
    actorUserId: input.userId,
    at: now,
  });
  if (!(await rescuesRepository.addRequested(tx, loaded.quarterRow!, plan.quotas, now)))
    throw new DomainError('CONFLICT', 'El fondo recibió otra solicitud al mismo tiempo. Inténtalo de nuevo.');
  await recordMovement(tx, {
    userId: input.userId,
    productId: loaded.product.id,
    type: 'RESCUE',
    status: 'PENDING',
    amount: plan.amount,
    quotaValue: loaded.quota.value,
    quotas: `-${plan.quotas}`,
    operationDate: limaDate(now),
    key: reference,
  });
  return { status: 201, data: await readRescueView(tx, row.id) };
}
