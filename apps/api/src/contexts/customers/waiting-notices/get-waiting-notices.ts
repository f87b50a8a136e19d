import { waitingNoticeTexts, type WaitingNotices } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { waitingNoticesRepository } from './waiting-notices.repository.ts';

/** GET /api/waiting-notices: every waiting screen's text, the back office's or the default. */
export async function getWaitingNotices(ctx: AppContext, db: Db = ctx.db): Promise<WaitingNotices> {
  return waitingNoticeTexts(await waitingNoticesRepository.stored(db));
}
