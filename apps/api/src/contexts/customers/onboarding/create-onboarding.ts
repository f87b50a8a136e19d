import {
  DomainError,
  newOnboardingStatus,
  pendingOnboardingReaction,
  type CreateOnboardingResponse,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { uniqueViolation } from '../../../db/errors.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { checkProductLock } from '../../catalogue/index.ts';
import { applyOnboardingEvent } from './apply-onboarding-event.ts';
import { onboardingRepository, type OnboardingRow } from './onboarding.repository.ts';

/**
 * POST /api/onboarding/create (requirements R4 "Starting an investment"). Administrators are refused with 403
 * and no pending lookup; a locked product with its own message (the "stop" modal); an open onboarding
 * with the domain's 400/409 (requirements R8). A document on the restricted list still gets its onboarding,
 * held (ON_HOLD) from the start, and the answer is the same as anyone's: it never says why.
 */
export async function createOnboarding(
  ctx: AppContext,
  userId: string,
  productId: string,
  client: ClientInfo,
  /** A participant's further subscription (create-invesment): recorded in the CREATE event. */
  kind: 'FIRST' | 'SUBSCRIPTION' = 'FIRST',
): Promise<CreateOnboardingResponse> {
  const user = await onboardingRepository.userDocument(ctx.db, userId);
  if (!user) throw new DomainError('UNAUTHORIZED');
  if (user.profile !== 'INTERESADO' && user.profile !== 'PARTICIPE')
    throw new DomainError('FORBIDDEN', 'Las cuentas de administrador no pueden iniciar una inversión.');
  await checkProductLock(ctx, productId);

  const open = await onboardingRepository.findOpenOfUser(ctx.db, userId);
  if (open) await refuseForPending(ctx, open, productId);

  const at = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const status = newOnboardingStatus();
      const row = await onboardingRepository.insert(tx, {
        userId,
        productId,
        state: status.state,
        contractState: status.contractState,
        at,
      });
      await onboardingRepository.insertEvent(tx, {
        onboardingId: row.id,
        actorUserId: userId,
        event: 'CREATE',
        fromState: null,
        toState: row.state,
        data: kind === 'SUBSCRIPTION' ? { productId, kind } : { productId },
        ip: client.ip,
        userAgent: client.userAgent,
        createdAt: at,
      });
      const restricted =
        user.documentType !== null &&
        user.documentNumber !== null &&
        (await onboardingRepository.isRestricted(tx, user.documentType, user.documentNumber));
      if (restricted)
        await applyOnboardingEvent(ctx, tx, {
          row,
          status,
          event: 'RESTRICTED_MATCH',
          actorUserId: null,
          client,
          at,
          data: { document: 'account' },
        });
      return { _id: row.id };
    });
  } catch (error) {
    // Two creates raced: the partial unique index let one through; the other answers as if it came second.
    if (uniqueViolation(error) === 'onboardings_one_open_per_user') {
      const winner = await onboardingRepository.findOpenOfUser(ctx.db, userId);
      if (winner) await refuseForPending(ctx, winner, productId);
    }
    throw error;
  }
}

async function refuseForPending(ctx: AppContext, open: OnboardingRow, productId: string): Promise<never> {
  const reaction = pendingOnboardingReaction({
    state: open.state,
    contractState: open.contractState,
    hasInvestment: await onboardingRepository.hasPart(ctx.db, open.id, 'investment'),
    sameProduct: open.productId === productId,
  });
  throw new DomainError(reaction.createRefusal ?? 'ONBOARDING_PENDING');
}
