import { DomainError, type UserAlert } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { alertView } from './alert-view.ts';
import { alertsRepository } from './alerts.repository.ts';

/**
 * PUT /api/user/alert/{id}: the investor opened it; it leaves the list. Another user's alert answers
 * 404 like a missing one; opening it twice is harmless.
 */
export async function markAlertViewed(ctx: AppContext, userId: string, id: string): Promise<UserAlert> {
  await alertsRepository.markViewed(ctx.db, userId, id, ctx.now());
  const row = await alertsRepository.find(ctx.db, userId, id);
  if (!row) throw new DomainError('NOT_FOUND', 'No encontramos la alerta.');
  return alertView(row);
}
