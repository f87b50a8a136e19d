import type { DocumentType } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { onboardingRepository } from './onboarding.repository.ts';

/** Whether a document is on the restricted list (compliance's lookup; onboardings check it themselves). */
export async function isRestrictedPerson(
  ctx: AppContext,
  documentType: DocumentType,
  documentNumber: string,
): Promise<boolean> {
  return onboardingRepository.isRestricted(ctx.db, documentType, documentNumber);
}
