import {
  currencySymbols,
  DomainError,
  QUOTA_DECIMALS,
  type TransferQuotaValue,
  type TransferQuotaValueQuery,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { readPosition } from '../../ledger/index.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { transferQuotaAt } from './transfer-quota.ts';

/**
 * GET /api/portfolio/movements/transferQuotaValue: the quota value, and its day, that a transfer of a
 * fund the caller holds would be recorded at now. Reads only.
 */
export async function getTransferQuotaValue(
  ctx: AppContext,
  userId: string,
  query: TransferQuotaValueQuery,
): Promise<TransferQuotaValue> {
  const product = await productsRepository.findById(ctx.db, query.productId);
  const position = product && (await readPosition(ctx.db, userId, product.id));
  if (!product || !position?.holds) throw new DomainError('NOT_FOUND', 'No tienes cuotas de este fondo.');
  const { applicableDay, quota } = await transferQuotaAt(ctx.db, product.id, ctx.now());
  const code = product.currency;
  return {
    productId: product.id,
    currency: { code, symbol: currencySymbols[code] },
    applicableDay,
    quotaValue: new Decimal(quota.value).toFixed(QUOTA_DECIMALS),
    quotaValueDate: quota.valueDate,
  };
}
