import { DomainError, type AdminMailItem } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { AuditActor } from '../../audit/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { adminMailRepository } from './admin-mail.repository.ts';
import { mailItemOf } from './mail-view.ts';

/**
 * POST /api/admin/mail/{id}/retry: a message that FAILED after its last try is queued again, due at
 * once, and sent after the commit (decision 0022); the audit log keeps who did it. Anything but a
 * failed message is refused: a sent one would reach the investor twice.
 */
export async function retryMail(ctx: AppContext, id: string, actor: AuditActor): Promise<AdminMailItem> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await adminMailRepository.find(tx, id);
    if (!before) throw new DomainError('NOT_FOUND', 'No encontramos ese correo.');
    if (!(await ctx.mail.retryFailed(tx, id)))
      throw new DomainError(
        'CONFLICT',
        before.status === 'SENT'
          ? 'Este correo ya se envió: reenviarlo lo haría llegar dos veces.'
          : 'Este correo ya está en cola: se enviará solo.',
      );
    await recordAudit(tx, {
      ...actor,
      action: 'mail.retry',
      entity: 'mail',
      entityId: id,
      before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
      after: { status: 'QUEUED', attempts: 0 },
      at: ctx.now(),
    });
    return (await adminMailRepository.find(tx, id))!;
  });
  return mailItemOf(row);
}
