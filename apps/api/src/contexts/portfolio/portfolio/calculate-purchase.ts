import {
  applicableQuotaDay,
  compareDecimalStrings,
  currencySymbols,
  DomainError,
  quotasForAmount,
  toAmountString,
  type PurchaseCalculation,
  type PurchaseCalculationQuery,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { investmentMinimumOf } from '../../customers/index.ts';
import { productsRepository, refuseWhileQuotaUpdating } from '../../catalogue/index.ts';

/**
 * GET /api/portfolio/movements/purchaseCalculation: the quotas an amount buys now — amount ÷ the
 * quota value of the applicable day (the 4:30 pm rule), truncated to 8 decimals like every purchase
 * — and whether it reaches the product's minimum (requirements R5). Reads only.
 */
export async function calculatePurchase(
  ctx: AppContext,
  query: PurchaseCalculationQuery,
): Promise<PurchaseCalculation> {
  const product = await productsRepository.findById(ctx.db, query.productId);
  if (!product) throw new DomainError('NOT_FOUND', 'No encontramos el fondo.');
  refuseWhileQuotaUpdating(ctx, await productsRepository.latestQuotaValue(ctx.db, product.id));
  const applicableDay = applicableQuotaDay(ctx.now());
  const quota = await productsRepository.quotaValueOn(ctx.db, product.id, applicableDay);
  if (!quota)
    throw new DomainError(
      'CONFLICT',
      'Aún no hay un valor cuota publicado para este fondo. Inténtalo nuevamente más tarde.',
    );
  const amount = toAmountString(query.amount);
  const { minimum, message } = investmentMinimumOf(product);
  const currency = product.currency;
  return {
    productId: product.id,
    productName: product.name,
    currency: { code: currency, symbol: currencySymbols[currency] },
    amount,
    quotaValue: quota.value,
    quotaValueDate: quota.valueDate,
    applicableDay,
    quotas: quotasForAmount(amount, quota.value),
    minimum,
    message: compareDecimalStrings(amount, minimum) < 0 ? message : null,
  };
}
