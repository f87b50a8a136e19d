import { waitingNoticeDefaults, type AdminWaitingNotice, type WaitingNoticeKey } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { AuditActor } from '../../audit/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { waitingNoticesRepository } from './waiting-notices.repository.ts';

/**
 * PUT /api/admin/waiting-notices/{key}: the text the investor reads while she waits on that step.
 * The default's own text puts the default back. Audited with the text before and after.
 */
export async function updateWaitingNotice(
  ctx: AppContext,
  input: { key: WaitingNoticeKey; text: string; actor: AuditActor },
): Promise<AdminWaitingNotice> {
  const { shownOn, text: defaultText } = waitingNoticeDefaults[input.key];
  const edited = input.text !== defaultText;
  await ctx.db.transaction(async (tx) => {
    const before = await waitingNoticesRepository.lock(tx, input.key);
    if (edited) await waitingNoticesRepository.save(tx, input.key, input.text);
    else await waitingNoticesRepository.remove(tx, input.key);
    await recordAudit(tx, {
      ...input.actor,
      action: 'waiting-notice.update',
      entity: 'waiting-notice',
      entityId: input.key,
      before: { text: before ?? defaultText, edited: before !== undefined },
      after: { text: input.text, edited },
      at: ctx.now(),
    });
  });
  return { key: input.key, shownOn, text: input.text, defaultText, edited };
}
