import { DomainError, type DocumentType } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { onboardingRepository } from './onboarding.repository.ts';

/**
 * Compliance adds a document to the restricted list (its call comes with the back-office issue).
 * The reason is for compliance only; the investor is never shown it.
 */
export async function addRestrictedPerson(
  ctx: AppContext,
  entry: { documentType: DocumentType; documentNumber: string; reason: string; addedBy: string | null },
): Promise<void> {
  const added = await onboardingRepository.addRestricted(ctx.db, { ...entry, at: ctx.now() });
  if (!added) throw new DomainError('CONFLICT', 'Este documento ya está en la lista restringida.');
}
