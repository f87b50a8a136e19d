import type { UserDevice } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { devicesRepository } from './devices.repository.ts';
import { deviceView } from './device-view.ts';

/** The investor's devices, the one she signed in from most recently first. */
export async function listDevices(
  ctx: AppContext,
  userId: string,
  currentToken: string | undefined,
): Promise<UserDevice[]> {
  const rows = await devicesRepository.listOfUser(ctx.db, userId);
  return rows.map((row) => deviceView(row, currentToken));
}
