import { DomainError, quotaUpdateUnderWay, quotaUpdatingMessage } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';

/**
 * The one check every call that prices an investment makes first (docs/business-rules.md, "The daily
 * quota update"): on a quota-update day, before 4:30 pm Lima, while the fund's latest published value
 * is an earlier day's, the price is about to change, so the call answers 400 QUOTA_VALUE_UPDATING
 * and sends the investor to an adviser by WhatsApp (the quota-changed dialog's variant, requirements
 * R2). Nothing is written before it.
 */
export function refuseWhileQuotaUpdating(
  ctx: AppContext,
  latest: { valueDate: string } | null | undefined,
): void {
  if (quotaUpdateUnderWay(ctx.now(), latest?.valueDate))
    throw new DomainError('QUOTA_VALUE_UPDATING', quotaUpdatingMessage(ctx.config.adviserWhatsappPhone));
}
