import { DomainError, type PushSubscriptionInput, type UserDevice } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { devicesRepository } from './devices.repository.ts';
import { deviceView } from './device-view.ts';

/**
 * Keeps the push subscription the browser of the caller's device gave and turns push on there. The
 * device is the one its `firebase-token` names; without one there is no device to remember.
 */
export async function registerPushSubscription(
  ctx: AppContext,
  input: { userId: string; deviceToken: string | undefined; subscription: PushSubscriptionInput },
  client: ClientInfo,
): Promise<UserDevice> {
  const { deviceToken } = input;
  if (!deviceToken)
    throw new DomainError(
      'BAD_REQUEST',
      'No pudimos identificar este dispositivo. Recarga la página e inténtalo de nuevo.',
    );
  const subscription = {
    endpoint: input.subscription.endpoint,
    keys: { p256dh: input.subscription.keys.p256dh, auth: input.subscription.keys.auth },
  };
  const row = await ctx.db.transaction(async (tx) => {
    const device = await devicesRepository.subscribe(tx, {
      userId: input.userId,
      deviceToken,
      subscription,
      userAgent: client.userAgent,
      at: ctx.now(),
    });
    await devicesRepository.releaseSubscriptionElsewhere(tx, device.id, subscription.endpoint);
    return device;
  });
  return deviceView(row, deviceToken);
}
