import type { AppContext } from '../../context.ts';
import { addRestrictedPerson } from '../onboarding/add-restricted-person.ts';
import { removeRestrictedPerson } from '../onboarding/remove-restricted-person.ts';

/** POST restricted-persons: compliance adds a document (the reason is never shown to the investor). */
export async function addToRestrictedList(
  ctx: AppContext,
  input: { documentType: string; documentNumber: string; reason: string; actorUserId: string },
) {
  await addRestrictedPerson(ctx, { ...input, addedBy: input.actorUserId });
  return { documentType: input.documentType, documentNumber: input.documentNumber, restricted: true };
}

/** DELETE restricted-persons/{documentType}/{documentNumber}; held onboardings stay held until cleared. */
export async function removeFromRestrictedList(
  ctx: AppContext,
  input: { documentType: string; documentNumber: string },
) {
  await removeRestrictedPerson(ctx, input.documentType, input.documentNumber);
  return { ...input, restricted: false };
}
