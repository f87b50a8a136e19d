import {
  currencySymbols,
  movementStatusLabels,
  movementStatuses,
  movementTypeLabels,
  movementTypes,
  type CurrencyCode,
  type MovementResources,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { movementsRepository } from './movements.repository.ts';

/** GET /api/portfolio/movements/resources: what the movement filters offer this investor. */
export async function listMovementResources(ctx: AppContext, userId: string): Promise<MovementResources> {
  const funds = await movementsRepository.productsWithMovements(ctx.db, userId);
  const currencyOf = (code: CurrencyCode) => ({ code, symbol: currencySymbols[code] });
  return {
    products: funds.map((p) => ({
      id: p.id,
      name: p.name,
      currency: currencyOf(p.currency),
    })),
    types: movementTypes.map((key) => ({ key, label: movementTypeLabels[key] })),
    statuses: movementStatuses.map((key) => ({ key, label: movementStatusLabels[key] })),
    currencies: [...new Set(funds.map((p) => p.currency))].sort().map(currencyOf),
  };
}
