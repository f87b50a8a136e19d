import { DomainError, type OnboardingInfo } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { onboardingRepository } from './onboarding.repository.ts';
import { onboardingNotFound } from './onboarding-view.ts';
import { saveOnboardingPart } from './save-onboarding-part.ts';

/**
 * POST /api/onboarding/{id}/add-investment (requirements R7): the amount of a participant's further
 * subscription (one made by create-invesment). It is the investment part's save — priced at the
 * applicable quota value, the R5 minimum checked, the expected version honoured — and, as the KYC was
 * carried over, it usually completes step 1 and the answer leads to the contract. Any other
 * onboarding saves its amount with POST {id}/investment.
 */
export async function addInvestment(
  ctx: AppContext,
  input: {
    userId: string;
    onboardingId: string;
    amount: string;
    expectedVersion: number | undefined;
    client: ClientInfo;
  },
): Promise<OnboardingInfo> {
  const row = await onboardingRepository.findOwned(ctx.db, input.onboardingId, input.userId);
  if (!row) throw onboardingNotFound();
  const created = await onboardingRepository.creationData(ctx.db, row.id);
  if (created?.kind !== 'SUBSCRIPTION')
    throw new DomainError(
      'BAD_REQUEST',
      'Esta solicitud no es una nueva suscripción: indica el monto en el paso de inversión.',
    );
  return saveOnboardingPart(ctx, {
    userId: input.userId,
    onboardingId: row.id,
    part: 'investment',
    data: { amount: input.amount },
    expectedVersion: input.expectedVersion,
    client: input.client,
  });
}
