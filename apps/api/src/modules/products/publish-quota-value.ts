import { DomainError, limaDate, type PostedQuotaValue, type PostQuotaValueRequest } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { postQuotaValue } from './post-quota-value.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { AuditActor } from '../audit/audit-actor.ts';

/**
 * POST /api/admin/products/{id}/quota-values: operations publish the day's quota value by hand (the
 * Excel import of the back office will call the same use case). A day after today in Lima is
 * refused; posting the same value again changes nothing, another value for a day corrects it.
 */
export async function publishQuotaValue(
  ctx: AppContext,
  productId: string,
  input: PostQuotaValueRequest,
  actor: AuditActor,
): Promise<PostedQuotaValue> {
  if (input.valueDate > limaDate(ctx.now()))
    throw new DomainError('VALIDATION_ERROR', 'La fecha del valor cuota no puede ser posterior a hoy.');
  const { row, pausedOnboardings } = await postQuotaValue(ctx, { productId, ...input }, (tx, previous) =>
    recordAudit(tx, {
      ...actor,
      action: 'product.quota-value.publish',
      entity: 'product',
      entityId: productId,
      before: previous ? { valueDate: previous.valueDate, value: previous.value } : null,
      after: { valueDate: input.valueDate, value: input.value },
      at: ctx.now(),
    }),
  );
  return {
    productId,
    valueDate: row?.valueDate ?? input.valueDate,
    value: row?.value ?? input.value,
    pausedOnboardings: pausedOnboardings.length,
  };
}
