import { currencySymbols, type OnboardingProductResponse } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { findVisibleProduct } from '../../catalogue/index.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { investmentMinimumOf } from './investment-minimum.ts';

/** GET /api/onboarding/product/{id}: the product as the investment screen shows it. */
export async function getOnboardingProduct(
  ctx: AppContext,
  id: string,
  canSeePrivate: boolean,
): Promise<OnboardingProductResponse> {
  const product = await findVisibleProduct(ctx, { id }, canSeePrivate);
  const quota = await productsRepository.latestQuotaValue(ctx.db, product.id);
  const currency = product.currency;
  const { minimum, message } = investmentMinimumOf(product);
  return {
    _id: product.id,
    id: product.id,
    name: product.name,
    currency: { code: currency, symbol: currencySymbols[currency] },
    quotaValue: quota?.value ?? null,
    quotaValueDate: quota?.valueDate ?? null,
    minimumInvestment: minimum,
    minimumMessage: message,
    isInstitutional: product.isInstitutional,
  };
}
