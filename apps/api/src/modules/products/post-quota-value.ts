import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { productsRepository } from './products.repository.ts';

/**
 * Records a product's quota value for a day (a correction replaces that day's value). The cached
 * catalogue is invalidated in every API process, so visitors see the new value on their next request.
 * The back office's quota-value screens and the quota-change lifecycle build on this.
 */
export interface QuotaValueInput {
  productId: string;
  /** ISO date (YYYY-MM-DD) the value applies to. */
  valueDate: string;
  /** Decimal string, up to 8 decimals, greater than zero. */
  value: string;
}

export async function postQuotaValue(ctx: AppContext, input: QuotaValueInput) {
  if (!/^\d{1,12}(\.\d{1,8})?$/.test(input.value) || /^0+(\.0+)?$/.test(input.value))
    throw new DomainError('VALIDATION_ERROR', 'El valor cuota debe ser un número mayor que cero.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.valueDate))
    throw new DomainError('VALIDATION_ERROR', 'La fecha del valor cuota no es válida.');
  const product = await productsRepository.findById(ctx.db, input.productId);
  if (!product) throw new DomainError('NOT_FOUND', 'No encontramos el producto.');
  const row = await productsRepository.upsertQuotaValue(ctx.db, input);
  await ctx.cache.invalidate('catalogue');
  return row;
}
