import type { UserAlert } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { alertView } from './alert-view.ts';
import { alertsRepository } from './alerts.repository.ts';

/** GET /api/user/alert: the caller's unseen alerts, newest first. */
export async function listAlerts(ctx: AppContext, userId: string): Promise<UserAlert[]> {
  return (await alertsRepository.unseen(ctx.db, userId)).map(alertView);
}
