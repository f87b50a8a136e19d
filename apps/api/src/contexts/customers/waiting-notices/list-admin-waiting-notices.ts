import {
  waitingNoticeDefaults,
  waitingNoticeKeys,
  waitingNoticeTexts,
  type AdminWaitingNotice,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { waitingNoticesRepository } from './waiting-notices.repository.ts';

/** GET /api/admin/waiting-notices: each text with where it is shown, its default and whether it was changed. */
export async function listAdminWaitingNotices(ctx: AppContext): Promise<AdminWaitingNotice[]> {
  const stored = await waitingNoticesRepository.stored(ctx.db);
  const texts = waitingNoticeTexts(stored);
  return waitingNoticeKeys.map((key) => ({
    key,
    shownOn: waitingNoticeDefaults[key].shownOn,
    text: texts[key],
    defaultText: waitingNoticeDefaults[key].text,
    edited: stored[key] !== undefined,
  }));
}
