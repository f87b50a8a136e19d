import type { RescueView } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { rescueViews } from './rescue-view.ts';
import { rescuesRepository } from './rescues.repository.ts';

/** GET /api/rescues/pendings: the caller's requests still waiting to be paid, oldest first. */
export async function listPendingRescues(ctx: AppContext, userId: string): Promise<RescueView[]> {
  return rescueViews(ctx.db, await rescuesRepository.pendingOf(ctx.db, userId));
}
