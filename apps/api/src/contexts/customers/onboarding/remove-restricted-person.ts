import { DomainError, type DocumentType } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { onboardingRepository } from './onboarding.repository.ts';

/**
 * Compliance removes a document from the restricted list. Onboardings already held stay ON_HOLD
 * until compliance clears each one (CLEAR_RESTRICTION, back-office issue).
 */
export async function removeRestrictedPerson(
  ctx: AppContext,
  documentType: DocumentType,
  documentNumber: string,
): Promise<void> {
  const removed = await onboardingRepository.removeRestricted(ctx.db, documentType, documentNumber);
  if (!removed) throw new DomainError('NOT_FOUND', 'Este documento no está en la lista restringida.');
}
