import type { AppContext } from '../../../context.ts';
import { profileRepository } from './profile.repository.ts';

/** The customer's spouse as recorded in onboarding, or null. */
export async function getPartner(ctx: AppContext, userId: string) {
  const row = await profileRepository.findPartner(ctx.db, userId);
  if (!row) return null;
  return {
    name: row.name,
    lastName: row.lastName,
    secondLastName: row.secondLastName,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
  };
}
