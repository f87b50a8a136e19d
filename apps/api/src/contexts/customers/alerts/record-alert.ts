import type { Db } from '../../../db/client.ts';
import type { AlertKind } from '../../../db/schema.ts';
import { alertsRepository } from './alerts.repository.ts';

export type { AlertKind } from '../../../db/schema.ts';

/** Writes an alert in the caller's transaction, so it exists exactly when the event it tells of does. */
export function recordAlert(
  tx: Db,
  alert: { userId: string; kind: AlertKind; title: string; message: string; link: string; at: Date },
): Promise<void> {
  const { at, ...rest } = alert;
  return alertsRepository.insert(tx, { ...rest, createdAt: at });
}
