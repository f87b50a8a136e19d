import { currencySymbols, isProductCodeShown, type ProductSummary } from '@invierte/domain';
import type { ProductRow } from './products.repository.ts';

/** The API's shape of a product, with its latest quota value and requirements R4's code rule applied. */
export function productView(
  p: ProductRow,
  quota: { value: string; valueDate: string } | undefined,
): ProductSummary {
  const currency = p.currency;
  return {
    _id: p.id,
    id: p.id,
    name: p.name,
    slug: p.slug,
    code: p.code,
    displayCode: isProductCodeShown(p.code) ? p.code : null,
    type: p.type,
    simulatorValue: p.simulatorValue,
    currency: { code: currency, symbol: currencySymbols[currency] },
    minInvestment: p.minInvestment,
    quotaValue: quota?.value ?? null,
    quotaValueDate: quota?.valueDate ?? null,
    description: p.description,
    isPrivate: p.isPrivate,
    isInstitutional: p.isInstitutional,
    locked: p.locked,
  };
}
