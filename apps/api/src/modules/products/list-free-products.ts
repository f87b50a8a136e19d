import { currencySymbols, type CurrencyCode, type PublicProduct } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { productsRepository } from './products.repository.ts';

/** The products a visitor may see, with their currency, minimum and latest quota value. */
export async function listFreeProducts(ctx: AppContext): Promise<PublicProduct[]> {
  const [rows, latest] = await Promise.all([
    productsRepository.listPublic(ctx.db),
    productsRepository.latestQuotaValues(ctx.db),
  ]);
  return rows.map((p) => {
    const quota = latest.get(p.id);
    const currency = p.currency as CurrencyCode;
    return {
      _id: p.id,
      id: p.id,
      name: p.name,
      slug: p.slug,
      code: p.code,
      type: p.type,
      simulatorValue: p.simulatorValue,
      currency: { code: currency, symbol: currencySymbols[currency] },
      minInvestment: p.minInvestment,
      quotaValue: quota?.value ?? null,
      quotaValueDate: quota?.valueDate ?? null,
    };
  });
}
