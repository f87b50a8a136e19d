import type { UserDevice } from '@invierte/domain';
import type { DeviceRow } from './devices.repository.ts';

export function deviceView(row: DeviceRow, currentToken: string | undefined): UserDevice {
  return {
    id: row.id,
    current: currentToken !== undefined && row.deviceToken === currentToken,
    pushOn: row.pushOn,
    subscribed: row.subscription !== null,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}
