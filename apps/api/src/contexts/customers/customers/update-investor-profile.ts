import {
  DomainError,
  sectionsOfUpdate,
  type CustomerProfile,
  type InvestorProfileUpdateRequest,
  type ProfileSection,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { profileRepository } from '../profile/profile.repository.ts';
import { checkAnswers } from './check-answers.ts';
import { customersRepository } from './customers.repository.ts';
import { getCustomerProfile } from './get-customer-profile.ts';

/**
 * PUT /api/user/{participant|interested}/updateProfile: several profile sections at once, each with
 * the checks of its PATCH /api/customers/<section> call. Every section is checked before any is
 * saved, and they are saved in one transaction: a bad section saves nothing. A field error names its
 * section (`address.districtId`). Onboardings' parts are never touched (docs/decisions/0015).
 */
export async function updateInvestorProfile(
  ctx: AppContext,
  userId: string,
  request: InvestorProfileUpdateRequest,
): Promise<CustomerProfile> {
  const user = await profileRepository.findById(ctx.db, userId);
  if (!user) throw new DomainError('UNAUTHORIZED');
  const checked: Array<{ section: ProfileSection; data: Record<string, unknown> }> = [];
  for (const { section, data } of sectionsOfUpdate(request)) {
    try {
      checked.push({ section, data: await checkAnswers(ctx, section, data, user) });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'VALIDATION_ERROR') throw error;
      const errors = error.errors.map((e) => ({ ...e, field: `${section}.${e.field}` }));
      throw new DomainError('VALIDATION_ERROR', error.message, errors);
    }
  }
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    for (const { section, data } of checked)
      await customersRepository.upsertSection(tx, userId, section, data, at);
  });
  return getCustomerProfile(ctx, userId);
}
