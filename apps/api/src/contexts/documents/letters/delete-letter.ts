import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { lettersRepository } from './letters.repository.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';

/**
 * DELETE /api/onboarding/letter/delete/{id}: takes an entry off the newsletter (one transaction, so an
 * audit record can join it). The onboarding part that asked for it stays as the onboarding's history.
 */
export async function deleteLetter(ctx: AppContext, id: string, actor: AuditActor): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const deleted = await lettersRepository.delete(tx, id);
    if (!deleted) throw new DomainError('NOT_FOUND', 'No encontramos esa inscripción al boletín.');
    await recordAudit(tx, {
      ...actor,
      action: 'letter.delete',
      entity: 'letter',
      entityId: id,
      before: { id, ...deleted },
      at: ctx.now(),
    });
    return { id };
  });
}
