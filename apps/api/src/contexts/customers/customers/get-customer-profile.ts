import {
  DomainError,
  missingProfileRequirement,
  profileCompletionOrder,
  profileRequirementRoutes,
  profileSections,
  type CustomerProfile,
  type ProfileSection,
  type ProfileSectionState,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { profileRepository } from '../profile/profile.repository.ts';
import { customersRepository } from './customers.repository.ts';

const isSection = (name: string): name is ProfileSection => (profileSections as string[]).includes(name);

/**
 * The profile's sections: what the customer saved here, else what their latest approved onboarding
 * says (the seed, docs/decisions/0015). Sections with neither are null.
 */
export async function profileSectionsOf(
  db: Db,
  userId: string,
): Promise<Record<ProfileSection, ProfileSectionState | null>> {
  const [own, seed] = await Promise.all([
    customersRepository.listSections(db, userId),
    customersRepository.latestApprovedParts(db, userId),
  ]);
  const out = Object.fromEntries(profileSections.map((s) => [s, null])) as Record<
    ProfileSection,
    ProfileSectionState | null
  >;
  for (const part of seed)
    if (isSection(part.part))
      out[part.part] = { data: part.data, source: 'ONBOARDING', updatedAt: part.updatedAt.toISOString() };
  for (const row of own)
    if (isSection(row.section))
      out[row.section] = { data: row.data, source: 'PROFILE', updatedAt: row.updatedAt.toISOString() };
  return out;
}

/** Who the account is, as the profile shows it and the data-rights download begins it. */
export const accountOf = (user: CustomerProfile['account']): CustomerProfile['account'] => ({
  email: user.email,
  name: user.name,
  lastName: user.lastName,
  secondLastName: user.secondLastName,
  documentType: user.documentType,
  documentNumber: user.documentNumber,
  profile: user.profile,
});

/** GET /api/customers/profile: the account, the sections, and what the profile still lacks. */
export async function getCustomerProfile(ctx: AppContext, userId: string): Promise<CustomerProfile> {
  const [user, sections, activeBankAccounts] = await Promise.all([
    profileRepository.findById(ctx.db, userId),
    profileSectionsOf(ctx.db, userId),
    customersRepository.countActiveBankAccounts(ctx.db, userId),
  ]);
  if (!user) throw new DomainError('UNAUTHORIZED');
  const saved = new Set(profileSections.filter((s) => sections[s] !== null));
  const missing = missingProfileRequirement(saved, activeBankAccounts);
  const met = profileCompletionOrder.filter((r) =>
    r === 'bankAccounts' ? activeBankAccounts > 0 : saved.has(r),
  ).length;
  return {
    account: accountOf(user),
    sections,
    activeBankAccounts,
    completion: {
      percentage: Math.round((met / profileCompletionOrder.length) * 100),
      missing,
      path: missing ? profileRequirementRoutes[missing] : null,
    },
  };
}
