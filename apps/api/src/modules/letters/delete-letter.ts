import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { lettersRepository } from './letters.repository.ts';

/**
 * DELETE /api/onboarding/letter/delete/{id}: takes an entry off the newsletter (one transaction, so an
 * audit record can join it). The onboarding part that asked for it stays as the onboarding's history.
 */
export async function deleteLetter(ctx: AppContext, id: string): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lettersRepository.delete(tx, id)))
      throw new DomainError('NOT_FOUND', 'No encontramos esa inscripción al boletín.');
    return { id };
  });
}
