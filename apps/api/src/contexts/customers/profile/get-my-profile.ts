import { DomainError, type Profile, type UserProfile } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { UserRow } from '../../identity/index.ts';
import { profileRepository } from './profile.repository.ts';

/** Scopes drive the web's permission checks; the server still checks every call itself. */
const scopesByProfile: Record<Profile, string[]> = {
  INTERESADO: ['portfolio', 'onboarding', 'profile'],
  PARTICIPE: ['portfolio', 'profile', 'participe'],
  ADMIN: ['admin'],
};

/** `loaded`: the row the request's session check already read, so it is not read twice. */
export async function getMyProfile(
  ctx: AppContext,
  userId: string,
  loaded?: UserRow | null,
): Promise<UserProfile> {
  const user = loaded?.id === userId ? loaded : await profileRepository.findById(ctx.db, userId);
  if (!user || user.disabledAt) throw new DomainError('UNAUTHORIZED');
  const profile = user.profile;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    secondLastName: user.secondLastName,
    documentType: user.documentType,
    documentNumber: user.documentNumber,
    profile,
    firstLogin: user.firstLogin,
    questionCompleted: user.questionCompleted,
    affluent: user.affluent,
    avatarUrl: user.avatarPath ? `/api/files/${user.avatarPath}` : null,
    scope: scopesByProfile[profile],
    investorProfile: user.investorProfile,
    flashdata: user.flashdata,
    hasPassword: user.passwordHash !== null,
  };
}
