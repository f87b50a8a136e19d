import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { devicesRepository } from '../devices/devices.repository.ts';
import { authRepository } from './auth.repository.ts';

/**
 * The device a sign-in comes from (its `firebase-token` header, requirements R7): kept as the
 * account's latest token and listed among its devices (user_devices). Every way of signing in
 * records it, so the profile's device list and push reach the device whichever button was used.
 */
export async function recordLoginDevice(
  ctx: AppContext,
  user: { id: string; firebaseToken: string | null },
  firebaseToken: string | undefined,
  client: ClientInfo,
): Promise<void> {
  if (!firebaseToken) return;
  if (firebaseToken !== user.firebaseToken) {
    await authRepository.updateUser(ctx.db, user.id, { firebaseToken });
    await ctx.sessions.forgetUser(user.id, ctx.db);
  }
  await devicesRepository.touch(ctx.db, user.id, firebaseToken, client.userAgent, ctx.now());
}
