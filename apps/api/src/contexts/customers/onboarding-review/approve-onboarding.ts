import {
  applicableQuotaDay,
  currencySymbols,
  DomainError,
  formatCurrency,
  formatQuotas,
  formatQuotaValue,
  limaDate,
  type OnboardingHistoryEvent,
  quotasForAmount,
  type ReviewApproveResult,
  transitionOnboarding,
} from '@invierte/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { uniqueViolation } from '../../../db/errors.ts';
import { onboardings } from '../../../db/schema.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { recordAlert } from '../alerts/record-alert.ts';
import { withIdempotency } from '../../ledger/index.ts';
import { recordMovement } from '../../ledger/index.ts';
import { subscribeUnits } from '../../ledger/index.ts';
import { applyOnboardingEvent } from '../onboarding/apply-onboarding-event.ts';
import { loadFacts, statusOf } from '../onboarding/onboarding-view.ts';
import { onboardingRepository } from '../onboarding/onboarding.repository.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { reviewRepository, type ApprovalRow } from './review.repository.ts';
import { onboardingApprovedEmail } from './review-emails.ts';
import { approvalOf, reviewNotFound } from './review-view.ts';
import { recordAudit } from '../../audit/index.ts';
import { queueMailToUser } from '../user/queue-mail-to-user.ts';

export const APPROVE_SCOPE = 'POST /api/admin/onboarding/approve';

const refuse = (message: string) => new DomainError('CONFLICT', message);

/** "1500" → "1500.00": the deposit's amount (at most 2 decimals by its schema) as stored money. */
const asMoney = (amount: string) => {
  const [int = '0', frac = ''] = amount.split('.');
  return `${int}.${frac.padEnd(2, '0')}`;
};

export interface ApproveInput {
  id: string;
  actorUserId: string;
  client: ClientInfo;
  idempotencyKey: string | undefined;
}

/**
 * POST approve, maker-checker (docs/onboarding.md "Review API"). The first administrator's call
 * prepares the approval: the deposited amount priced at the quota value of the applicable day (the
 * 4:30 pm rule), quotas = amount ÷ value truncated to 8 decimals. A different administrator's call
 * confirms it and, in one database transaction, posts the subscription on the ledger (position
 * credited, fund units issued, cash moved — which makes an INTERESADO a PARTICIPE, as every credit
 * does), moves the onboarding to APPROVED and writes the movement. The approval row is locked first and executed with its status
 * and version in the WHERE, the ledger reference is unique and the onboarding's update names its
 * state and version, so concurrent or repeated confirmations credit once.
 */
export async function approveOnboarding(ctx: AppContext, input: ApproveInput) {
  const answer = await withIdempotency<ReviewApproveResult>(
    ctx,
    {
      callerId: input.actorUserId,
      key: input.idempotencyKey,
      scope: APPROVE_SCOPE,
      body: { idOnboarding: input.id },
    },
    async (tx) => {
      try {
        return await approveInTransaction(ctx, tx, input);
      } catch (error) {
        if (uniqueViolation(error) === 'onboarding_approvals_one_open')
          throw refuse('Otro administrador acaba de preparar esta aprobación. Vuelve a cargar la solicitud.');
        throw error;
      }
    },
  );
  return { status: answer.status, data: answer.data };
}

async function approveInTransaction(
  ctx: AppContext,
  tx: Db,
  input: ApproveInput,
): Promise<{ status: number; data: ReviewApproveResult }> {
  const now = ctx.now();
  const approval = await reviewRepository.currentApproval(tx, input.id, true);
  const [row] = await tx.select().from(onboardings).where(eq(onboardings.id, input.id)).for('update');
  if (!row) throw reviewNotFound();
  const facts = await loadFacts(tx, row);
  const status = statusOf(row, facts.parts);
  const allowed = transitionOnboarding(status, 'APPROVE');
  if (!allowed.ok) throw new DomainError(allowed.code);

  const day = applicableQuotaDay(now);
  if (!approval || approval.applicableDay !== day) {
    // Nothing prepared yet, or prepared on a day whose price no longer applies: price it now.
    if (approval && !(await reviewRepository.voidApproval(tx, approval.id, approval.version)))
      throw new DomainError('ONBOARDING_CHANGED');
    const parts = await onboardingRepository.listParts(tx, row.id);
    const deposit = parts.find((p) => p.part === 'deposit')?.data as { amount?: string } | undefined;
    if (!deposit?.amount) throw refuse('No hay un depósito registrado para aprobar.');
    const quota = await productsRepository.quotaValueOn(tx, row.productId, day);
    if (!quota)
      throw refuse('No hay un valor cuota publicado para el día aplicable. Inténtalo después de publicarlo.');
    const amount = asMoney(deposit.amount);
    const prepared = await reviewRepository.insertApproval(tx, {
      onboardingId: row.id,
      status: 'PREPARED',
      amount,
      currency: facts.product.currency,
      quotaValue: quota.value,
      quotaValueDate: quota.valueDate,
      applicableDay: day,
      quotas: quotasForAmount(amount, quota.value),
      makerId: input.actorUserId,
      preparedAt: now,
    });
    await audit(tx, row.id, input, now, 'APPROVAL_PREPARED', prepared);
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      client: input.client,
      action: 'onboarding.approval.prepare',
      entity: 'onboarding',
      entityId: row.id,
      before: { state: row.state, approval: null },
      after: {
        state: row.state,
        approval: { id: prepared.id, amount, quotaValue: quota.value, quotas: prepared.quotas, day },
      },
      at: now,
    });
    return {
      status: 201,
      data: { _id: row.id, state: row.state, step: 'PREPARED', approval: approvalOf(prepared)! },
    };
  }
  if (approval.makerId === input.actorUserId)
    throw new DomainError(
      'FORBIDDEN',
      'Otro administrador debe confirmar esta aprobación: quien la preparó no puede confirmarla.',
    );

  const transaction = await subscribeUnits(tx, {
    reference: `onboarding:${row.id}`,
    parties: { userId: row.userId, productId: row.productId, currency: approval.currency },
    units: approval.quotas,
    amount: approval.amount,
    actorUserId: input.actorUserId,
    at: now,
    memo: {
      approvalId: approval.id,
      quotaValue: approval.quotaValue,
      quotaValueDate: approval.quotaValueDate,
    },
  });
  const executed = await reviewRepository.executeApproval(tx, {
    id: approval.id,
    expectedVersion: approval.version,
    checkerId: input.actorUserId,
    at: now,
    ledgerTransactionId: transaction.id,
  });
  if (!executed) throw new DomainError('ONBOARDING_CHANGED');
  const updated = await applyOnboardingEvent(ctx, tx, {
    row,
    status,
    event: 'APPROVE',
    actorUserId: input.actorUserId,
    client: input.client,
    at: now,
    data: {
      approvalId: approval.id,
      makerId: approval.makerId,
      ledgerTransactionId: transaction.id,
      quotas: approval.quotas,
    },
  });
  await recordAlert(ctx, tx, {
    userId: row.userId,
    kind: 'ONBOARDING_APPROVED',
    title: '¡Tu inversión fue aprobada!',
    // The value that priced the quotas, named by its day: the onboarding showed only a reference.
    message: `Recibiste ${formatQuotas(approval.quotas)} cuotas de ${facts.product.name} por ${formatCurrency(approval.amount, approval.currency)}, al valor cuota del ${approval.quotaValueDate.split('-').reverse().join('/')} (${formatQuotaValue(approval.quotaValue, currencySymbols[approval.currency])}).`,
    link: '/participe',
    at: now,
  });
  ctx.live.publish(tx, { kind: 'quotas-received', to: [row.userId] });
  await recordMovement(tx, {
    type: 'SUBSCRIPTION',
    status: 'APPROVED',
    userId: row.userId,
    productId: row.productId,
    amount: approval.amount,
    quotaValue: approval.quotaValue,
    quotas: approval.quotas,
    operationDate: limaDate(now),
    key: `onboarding:${row.id}`,
  });
  await recordAudit(tx, {
    actorUserId: input.actorUserId,
    client: input.client,
    action: 'onboarding.approval.confirm',
    entity: 'onboarding',
    entityId: row.id,
    before: {
      state: row.state,
      approval: { id: approval.id, status: 'PREPARED', makerId: approval.makerId },
    },
    after: {
      state: updated.state,
      approval: { id: approval.id, status: 'EXECUTED', checkerId: input.actorUserId },
      ledgerTransactionId: transaction.id,
      quotas: approval.quotas,
      amount: approval.amount,
    },
    at: now,
  });
  await queueMailToUser(ctx, tx, row.userId, (to) =>
    onboardingApprovedEmail({
      to: to.email,
      name: to.name,
      productName: facts.product.name,
      symbol: currencySymbols[approval.currency],
      amount: approval.amount,
      quotaValue: approval.quotaValue,
      quotaValueDate: approval.quotaValueDate,
      quotas: approval.quotas,
      link: `${ctx.config.publicUrl}/portafolio`,
    }),
  );
  return {
    status: 200,
    data: { _id: row.id, state: updated.state, step: 'EXECUTED', approval: approvalOf(executed)! },
  };
}

/** The preparation is an audit event of its own (the state does not change). */
async function audit(
  tx: Db,
  onboardingId: string,
  input: ApproveInput,
  at: Date,
  event: OnboardingHistoryEvent,
  approval: ApprovalRow,
) {
  await onboardingRepository.insertEvent(tx, {
    onboardingId,
    actorUserId: input.actorUserId,
    event,
    fromState: 'IN_VERIFICATION',
    toState: 'IN_VERIFICATION',
    data: {
      approvalId: approval.id,
      amount: approval.amount,
      quotaValue: approval.quotaValue,
      quotas: approval.quotas,
    },
    ip: input.client.ip,
    userAgent: input.client.userAgent,
    createdAt: at,
  });
}
