import { DomainError } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { authRepository } from '../../identity/index.ts';
import { productsRepository } from './products.repository.ts';

/**
 * "Historial de tasas" (requirements R2, R6): month-end quota values per public product and the annualised
 * return of each month, ((v_m / v_{m-1})^12 − 1) × 100, 2 decimals half-up. Affluent customers only.
 */
export async function getRateHistory(ctx: AppContext, userId: string) {
  const user = await authRepository.findUserById(ctx.db, userId);
  if (!user?.affluent && user?.profile !== 'ADMIN') throw new DomainError('FORBIDDEN');
  const [products, points] = await Promise.all([
    productsRepository.listPublic(ctx.db),
    productsRepository.monthEndValues(ctx.db),
  ]);
  return products.map((p) => {
    const mine = points.filter((x) => x.productId === p.id).sort((a, b) => a.date.localeCompare(b.date));
    return {
      productId: p.id,
      name: p.name,
      currency: p.currency,
      months: mine.slice(1).map((point, i) => ({
        month: point.date.slice(0, 7),
        quotaValue: point.value,
        annualizedReturn: new Decimal(point.value)
          .div(mine[i]?.value ?? point.value)
          .pow(12)
          .minus(1)
          .mul(100)
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .toFixed(2),
      })),
    };
  });
}
