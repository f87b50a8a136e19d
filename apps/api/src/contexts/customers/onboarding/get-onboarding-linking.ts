import type { OnboardingLinking } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { loadOwnedOnboarding, onboardingInfoOf } from './onboarding-view.ts';

/** GET /api/onboarding/linking/{id}: the owner's step-1 data; anyone else gets 404. */
export async function getOnboardingLinking(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<OnboardingLinking> {
  const { _id, onboardingId, state, version, parts, screens, step1Complete } = onboardingInfoOf(
    await loadOwnedOnboarding(ctx.db, id, userId),
  );
  return { _id, onboardingId, state, version, parts, screens, step1Complete };
}
