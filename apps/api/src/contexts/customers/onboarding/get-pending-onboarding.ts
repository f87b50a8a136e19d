import { DomainError, pendingOnboardingReaction, type PendingOnboardingResponse } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { onboardingRepository } from './onboarding.repository.ts';

/**
 * GET /api/onboarding/pending: the caller's open onboarding and the domain's reaction to it (which
 * dialog, force-cancel flag, what cancel does), so the web never recomputes requirements R4's table.
 */
export async function getPendingOnboarding(
  ctx: AppContext,
  userId: string,
  startingProductId: string | undefined,
): Promise<PendingOnboardingResponse> {
  const open = await onboardingRepository.findOpenOfUser(ctx.db, userId);
  if (!open) throw new DomainError('NOT_FOUND', 'No tienes una solicitud pendiente.');
  const [product, hasInvestment] = await Promise.all([
    productsRepository.findById(ctx.db, open.productId),
    onboardingRepository.hasPart(ctx.db, open.id, 'investment'),
  ]);
  const state = open.state;
  const contractState = open.contractState;
  const sameProduct = startingProductId === undefined ? null : startingProductId === open.productId;
  return {
    onboardingId: open.id,
    productId: open.productId,
    productName: product?.name ?? '',
    currency: product?.currency ?? null,
    state,
    contractState,
    hasInvestment,
    sameProduct,
    reaction: pendingOnboardingReaction({
      state,
      contractState,
      hasInvestment,
      sameProduct: sameProduct ?? true,
    }),
  };
}
