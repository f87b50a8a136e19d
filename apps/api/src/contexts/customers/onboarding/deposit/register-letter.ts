import { finalOnboardingStates, type LetterRequest, type LetterResponse } from '@invierte/domain';
import { userRepository } from '../../user/user.repository.ts';
import type { AppContext } from '../../../../context.ts';
import { loadOwnedOnboarding, onboardingNotFound } from '../onboarding-view.ts';
import { onboardingRepository } from '../onboarding.repository.ts';
import { depositRepository } from './deposit.repository.ts';

/** The onboarding part that records the newsletter request. */
export const LETTER_PART = 'letter';

/**
 * POST /api/onboarding/letter/register: the investor asks, from the onboarding, for the newsletter
 * (requirements R3 "letter (newsletter entry)"). The entry is the footer's newsletter list
 * (newsletter_subscriptions, which the back office's letter list reads) with the account's own
 * e-mail and source 'onboarding'; asking twice is no error. The part 'letter' records it on the
 * onboarding. A closed onboarding has nothing to ask from.
 */
export async function registerLetter(
  ctx: AppContext,
  input: { userId: string; request: LetterRequest },
): Promise<LetterResponse> {
  const facts = await loadOwnedOnboarding(ctx.db, input.request.onboardingId, input.userId);
  if ((finalOnboardingStates as readonly string[]).includes(facts.row.state)) throw onboardingNotFound();
  const contact = await userRepository.contactOf(ctx.db, input.userId);
  if (!contact) throw onboardingNotFound();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await depositRepository.subscribeNewsletter(tx, contact.email, contact.name, 'onboarding');
    await onboardingRepository.upsertPart(
      tx,
      facts.row.id,
      LETTER_PART,
      { subscribed: true, at: now.toISOString() },
      now,
    );
  });
  return {
    onboardingId: facts.row.id,
    email: contact.email,
    message: '¡Listo! Te enviaremos nuestras novedades.',
  };
}
