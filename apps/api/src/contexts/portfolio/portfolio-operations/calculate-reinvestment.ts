import { currencySymbols, type ReinvestmentCalculation, toQuotaString } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { limitsView } from '../rescues/rescue-limits.ts';
import { loadReinvestment } from './load-reinvestment.ts';

/**
 * GET /api/portfolio/movements/reinvestmentCalculation: what a reinvestment would take and buy now,
 * and whether it fits (docs/business-rules.md, "Reinvestment"); nothing is reserved.
 */
export async function calculateReinvestment(
  ctx: AppContext,
  userId: string,
  query: {
    fromProductId: string;
    toProductId: string;
    quotas?: string | undefined;
    amount?: string | undefined;
  },
): Promise<ReinvestmentCalculation> {
  const { source, target, currency, loaded, targetQuota, plan } = await loadReinvestment(ctx, ctx.db, {
    userId,
    fromProductId: query.fromProductId,
    toProductId: query.toProductId,
    ask: query.quotas !== undefined ? { quotas: query.quotas } : { amount: query.amount ?? '0' },
    now: ctx.now(),
    lock: false,
  });
  const limits = limitsView(loaded);
  return {
    fits: plan.ok,
    message: plan.ok ? null : plan.message,
    currency: { code: currency, symbol: currencySymbols[currency] },
    applicableDay: loaded.applicableDay,
    amount: plan.ok ? plan.amount : null,
    from: {
      productId: source.id,
      productName: source.name,
      quotas: plan.ok ? `-${plan.fromQuotas}` : '0.00000000',
      quotaValue: limits.quotaValue,
      quotaValueDate: limits.quotaValueDate,
      availableQuotas: limits.availableQuotas,
      maxQuotas: limits.maxQuotas,
      maxAmount: limits.maxAmount,
    },
    to: {
      productId: target.id,
      productName: target.name,
      quotas: plan.ok ? plan.toQuotas : null,
      quotaValue: toQuotaString(targetQuota.value),
      quotaValueDate: targetQuota.valueDate,
    },
  };
}
