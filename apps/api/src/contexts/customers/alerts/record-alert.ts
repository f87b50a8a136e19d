import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { AlertKind } from '../../../db/schema.ts';
import { alertsRepository } from './alerts.repository.ts';

export type { AlertKind } from '../../../db/schema.ts';

/**
 * Writes an alert in the caller's transaction, so it exists exactly when the event it tells of does;
 * after the commit her open pages are told to read the bell again (decision 0030).
 */
export async function recordAlert(
  ctx: Pick<AppContext, 'live'>,
  tx: Db,
  alert: { userId: string; kind: AlertKind; title: string; message: string; link: string; at: Date },
): Promise<void> {
  const { at, ...rest } = alert;
  await alertsRepository.insert(tx, { ...rest, createdAt: at });
  ctx.live.publish(tx, { kind: 'alert-created', to: [alert.userId] });
}
