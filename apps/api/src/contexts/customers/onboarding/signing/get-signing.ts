import type { SigningView } from '@invierte/domain';
import type { AppContext } from '../../../../context.ts';
import { onboardingRepository } from '../onboarding.repository.ts';
import { onboardingNotFound } from '../onboarding-view.ts';
import { signingViewOf } from './signing-view.ts';

/** GET /api/onboarding/signing/{id}: state, contract state, documents and the code's allowance. */
export async function getSigning(
  ctx: AppContext,
  userId: string,
  onboardingId: string,
): Promise<SigningView> {
  const row = await onboardingRepository.findOwned(ctx.db, onboardingId, userId);
  if (!row) throw onboardingNotFound();
  return signingViewOf(ctx.db, row, ctx.now());
}
