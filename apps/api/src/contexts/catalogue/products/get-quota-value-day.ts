import { DomainError, type QuotaValueDay } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { productsRepository } from './products.repository.ts';

/**
 * GET /api/admin/products/{id}/quota-values/{date}: what the publish dialog tells operations before
 * they publish a value for that day: the value it would replace, the earlier one a first publication
 * is measured against, and the operations already priced at the day's value.
 */
export async function getQuotaValueDay(
  ctx: AppContext,
  productId: string,
  day: string,
): Promise<QuotaValueDay> {
  if (!(await productsRepository.findById(ctx.db, productId)))
    throw new DomainError('NOT_FOUND', 'No encontramos el producto.');
  const [published, previous, priced] = await Promise.all([
    productsRepository.quotaValueOfDay(ctx.db, productId, day),
    productsRepository.quotaValueBefore(ctx.db, productId, day),
    productsRepository.operationsPricedOn(ctx.db, productId, day),
  ]);
  return {
    productId,
    valueDate: day,
    published: published?.value ?? null,
    previous: previous ?? null,
    pricedBy: { approvals: priced.approvals, rescues: priced.rescues },
    preparedApprovals: priced.preparedApprovals,
  };
}
