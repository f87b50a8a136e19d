import { addDays, limaDate } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { findVisibleProduct } from './find-product.ts';
import { productsRepository } from './products.repository.ts';
import { productView } from './product-view.ts';

const SERIES_DAYS = 90;

/** Percent change between two quota values, 4 decimals, half-up (docs/business-rules.md). */
export function percentChange(from: string | undefined, to: string | undefined): string | null {
  if (!from || !to) return null;
  return new Decimal(to).div(from).minus(1).mul(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
}

/** A product's quota value today, its 30-day and 12-month change, and the last 90 days of values. */
export async function getProductDashboard(ctx: AppContext, productId: string, canSeePrivate: boolean) {
  const row = await findVisibleProduct(ctx, { id: productId }, canSeePrivate);
  const today = limaDate(ctx.now());
  const history = await productsRepository.quotaSeries(ctx.db, row.id, addDays(today, -366));
  const latest = history.at(-1);
  const onOrBefore = (date: string) => [...history].reverse().find((p) => p.date <= date);
  const anchor = latest?.date ?? today;
  return {
    product: productView(row, latest ? { value: latest.value, valueDate: latest.date } : undefined),
    quotaValue: latest?.value ?? null,
    quotaValueDate: latest?.date ?? null,
    change30d: percentChange(onOrBefore(addDays(anchor, -30))?.value, latest?.value),
    change12m: percentChange(onOrBefore(addDays(anchor, -365))?.value, latest?.value),
    series: history.filter((p) => p.date > addDays(anchor, -SERIES_DAYS)),
  };
}
