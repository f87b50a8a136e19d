import { DomainError, type CustomerProfile, type ProfileSection } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { profileRepository } from '../profile/profile.repository.ts';
import { checkAnswers } from './check-answers.ts';
import { customersRepository } from './customers.repository.ts';
import { getCustomerProfile } from './get-customer-profile.ts';

/**
 * PATCH /api/customers/<section>: the body already passed the section's schema (the onboarding
 * part's); here the same checks as the onboarding (option keys, countries, districts, 18+, the
 * account's own document), then the section is replaced. No onboarding's parts are touched: a signed
 * contract keeps the data it was signed with (docs/decisions/0015).
 */
export async function updateProfileSection(
  ctx: AppContext,
  userId: string,
  section: ProfileSection,
  data: Record<string, unknown>,
): Promise<CustomerProfile> {
  const user = await profileRepository.findById(ctx.db, userId);
  if (!user) throw new DomainError('UNAUTHORIZED');
  const stored = await checkAnswers(ctx, section, data, user);
  await customersRepository.upsertSection(ctx.db, userId, section, stored, ctx.now());
  return getCustomerProfile(ctx, userId);
}
