import { currencySymbols, type CurrencyCode, type RescueTotals } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { rescuesRepository } from './rescues.repository.ts';

/** GET /api/rescues/total-pendings: how many requests wait and how much they pay, per currency. */
export async function totalPendingRescues(ctx: AppContext, userId: string): Promise<RescueTotals> {
  const pending = await rescuesRepository.pendingOf(ctx.db, userId);
  const byCurrency = new Map<CurrencyCode, { amount: Decimal; count: number }>();
  for (const { rescue } of pending) {
    const code = rescue.currency;
    const sum = byCurrency.get(code) ?? { amount: new Decimal(0), count: 0 };
    byCurrency.set(code, { amount: sum.amount.plus(rescue.amount), count: sum.count + 1 });
  }
  return {
    count: pending.length,
    totals: [...byCurrency.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, sum]) => ({
        currency: { code, symbol: currencySymbols[code] },
        amount: sum.amount.toFixed(2),
        count: sum.count,
      })),
  };
}
