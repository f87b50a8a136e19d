import { DomainError, isZeroDecimal, moneyPatterns } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { productsRepository } from './products.repository.ts';
import type { Db } from '../../../db/client.ts';

/**
 * Records a product's quota value for a day (a correction replaces that day's value). The cached
 * catalogue is invalidated in every API process, so visitors see the new value on their next request.
 * In the same transaction, onboardings priced at another value pause for the investor to answer the
 * quota-changed dialog (pause-for-quota-change.ts). The back office's quota-value screens build on this.
 */
export interface QuotaValueInput {
  productId: string;
  /** ISO date (YYYY-MM-DD) the value applies to. */
  valueDate: string;
  /** Decimal string, up to 8 decimals, greater than zero. */
  value: string;
}

export interface PostedQuotaValueRow {
  row: { valueDate: string; value: string } | undefined;
  /** The product's latest value before this one (what the audit row calls "before"). */
  previous: { value: string; valueDate: string } | undefined;
  pausedOnboardings: string[];
  /** The value the day had before this call (NUMERIC, 8 decimals), when it had one. */
  replaced: string | undefined;
  /**
   * When the call changed the day's value: the operations already priced at the replaced value
   * (they keep it, docs/business-rules.md "Quota-value corrections") and the prepared approvals it
   * voided.
   */
  correction: { approvals: number; rescues: number; voidedPreparations: number } | undefined;
}

/**
 * The write itself, inside the caller's transaction (the by-hand call opens one per value, the
 * Excel import one per file). The caller drops the catalogue cache once its transaction commits.
 */
export async function postQuotaValueInTransaction(
  ctx: AppContext,
  tx: Db,
  input: QuotaValueInput,
  at: Date,
): Promise<PostedQuotaValueRow> {
  if (!moneyPatterns.quotaValue.test(input.value) || isZeroDecimal(input.value))
    throw new DomainError('VALIDATION_ERROR', 'El valor cuota debe ser un número mayor que cero.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.valueDate))
    throw new DomainError('VALIDATION_ERROR', 'La fecha del valor cuota no es válida.');
  const product = await productsRepository.findById(tx, input.productId);
  if (!product) throw new DomainError('NOT_FOUND', 'No encontramos el producto.');
  const previous = await productsRepository.latestQuotaValue(tx, input.productId);
  const replaced = await productsRepository.quotaValueOfDay(tx, input.productId, input.valueDate);
  const corrects = replaced !== undefined && !new Decimal(replaced.value).eq(input.value);
  const priced = corrects
    ? await productsRepository.operationsPricedOn(tx, input.productId, input.valueDate)
    : undefined;
  const voidedPreparations = corrects
    ? await productsRepository.voidApprovalsPreparedOn(tx, input.productId, input.valueDate)
    : 0;
  const row = await productsRepository.upsertQuotaValue(tx, input);
  const latest = await productsRepository.latestQuotaValue(tx, input.productId);
  // Only a new value of the day reprices onboardings: a correction of an earlier day is not the
  // day's value, and the same value posted again (a retry) is no change.
  const changed =
    latest?.valueDate === input.valueDate &&
    !(previous?.valueDate === latest.valueDate && new Decimal(previous.value).eq(latest.value));
  const pausedOnboardings = changed
    ? await ctx.quotaValueOfDayChanged(ctx, tx, { ...input, quotaValue: input.value, at })
    : [];
  return {
    row,
    previous,
    pausedOnboardings,
    replaced: replaced?.value,
    correction: priced && { approvals: priced.approvals, rescues: priced.rescues, voidedPreparations },
  };
}

/** One value in its own transaction, then the catalogue cache dropped. */
export async function postQuotaValue(ctx: AppContext, input: QuotaValueInput): Promise<PostedQuotaValueRow> {
  const result = await ctx.db.transaction((tx) => postQuotaValueInTransaction(ctx, tx, input, ctx.now()));
  await ctx.cache.invalidate('catalogue');
  return result;
}
