import type { OnboardingInfo } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { loadOwnedOnboarding, onboardingInfoOf } from './onboarding-view.ts';

/** GET /api/onboarding/{id}/info: only the owner reads it; anyone else gets 404. */
export async function getOnboardingInfo(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<OnboardingInfo> {
  return onboardingInfoOf(await loadOwnedOnboarding(ctx.db, id, userId));
}
