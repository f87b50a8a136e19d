import { DomainError, type CanRescue } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { portfolioRepository } from '../portfolio/portfolio.repository.ts';
import { limitsView, loadRescueLimits } from './rescue-limits.ts';

/**
 * GET /api/rescues/can-rescue: for each fund the caller holds (or the one asked), what may be
 * rescued now; `canRescue` when at least one fund has quotas available within the quarter's cap.
 */
export async function canRescue(ctx: AppContext, userId: string, productId?: string): Promise<CanRescue> {
  const now = ctx.now();
  const held = (await portfolioRepository.positionsOf(ctx.db, userId)).map((p) => p.productId);
  const ids = productId ? [productId] : held;
  const products = [];
  for (const id of ids) {
    try {
      const view = limitsView(
        await loadRescueLimits(ctx, ctx.db, { userId, productId: id, now, lock: false }),
      );
      products.push({ ...view, canRescue: new Decimal(view.maxQuotas).gt(0) });
    } catch (error) {
      // A fund without a published quota value cannot be priced yet: it is simply not rescuable now.
      if (!(error instanceof DomainError) || error.code !== 'CONFLICT') throw error;
    }
  }
  const any = products.some((p) => p.canRescue);
  return {
    canRescue: any,
    message: any ? null : noRescueMessage(held.length, products),
    products,
  };
}

function noRescueMessage(held: number, products: Array<{ availableQuotas: string }>): string {
  if (held === 0) return 'Aún no tienes cuotas para rescatar.';
  if (products.some((p) => new Decimal(p.availableQuotas).gt(0)))
    return 'El fondo ya alcanzó el límite de recompra de este trimestre (15\u00a0% de su capital, artículo 34 del reglamento de participación).';
  return 'Tus cuotas ya están comprometidas en solicitudes de rescate pendientes.';
}
