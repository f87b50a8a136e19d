import {
  DomainError,
  limaDate,
  type PostedQuotaValue,
  type PostQuotaValueRequest,
  toQuotaString,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { AuditActor } from '../../audit/index.ts';
import { recordAudit, type AuditEntryInput } from '../../audit/index.ts';
import { postQuotaValueInTransaction } from './post-quota-value.ts';

/**
 * POST /api/admin/products/{id}/quota-values: operations publish the day's quota value by hand; the
 * quota-values Excel import (admin-products/quota-values-template.ts) runs the same use case for
 * each row. A day after today in Lima is refused; posting the same value again changes nothing,
 * another value for a day corrects it.
 */
export async function publishQuotaValue(
  ctx: AppContext,
  productId: string,
  input: PostQuotaValueRequest,
  actor: AuditActor,
): Promise<PostedQuotaValue> {
  const at = ctx.now();
  const posted = await ctx.db.transaction(async (tx) => {
    const { posted, audit } = await publishQuotaValueInTransaction(ctx, tx, productId, input, actor, at);
    await recordAudit(tx, audit);
    // Every holding of the fund is worth something else now: every open page reads again.
    ctx.live.publish(tx, { kind: 'quota-value-published', to: 'everyone' });
    return posted;
  });
  await ctx.cache.invalidate('catalogue');
  return posted;
}

/**
 * The use case inside the caller's transaction. It answers the audit entry instead of writing it:
 * the audit chain's lock must be taken last in a transaction (record-audit.ts), so a caller that
 * publishes several values records their entries after all the writes. The caller drops the
 * catalogue cache after its commit.
 */
export async function publishQuotaValueInTransaction(
  ctx: AppContext,
  tx: Db,
  productId: string,
  input: PostQuotaValueRequest,
  actor: AuditActor,
  at: Date,
): Promise<{ posted: PostedQuotaValue; audit: AuditEntryInput }> {
  if (input.valueDate > limaDate(at))
    throw new DomainError('VALIDATION_ERROR', 'La fecha del valor cuota no puede ser posterior a hoy.');
  const { row, replaced, correction, pausedOnboardings } = await postQuotaValueInTransaction(
    ctx,
    tx,
    { productId, ...input },
    at,
  );
  return {
    posted: {
      productId,
      valueDate: row?.valueDate ?? input.valueDate,
      value: row?.value ?? input.value,
      pausedOnboardings: pausedOnboardings.length,
      replaced: replaced === undefined ? null : toQuotaString(replaced),
    },
    audit: {
      ...actor,
      action: 'product.quota-value.publish',
      entity: 'product',
      entityId: productId,
      // The day's own value before and after, both with 8 decimals; a first publication has none.
      before: replaced === undefined ? null : { valueDate: input.valueDate, value: toQuotaString(replaced) },
      after: {
        valueDate: input.valueDate,
        value: toQuotaString(input.value),
        ...(correction && {
          pricedApprovals: correction.approvals,
          pricedRescues: correction.rescues,
          voidedPreparations: correction.voidedPreparations,
        }),
      },
      at,
    },
  };
}
