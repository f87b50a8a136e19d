import { DomainError, type UserDevice } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { devicesRepository } from './devices.repository.ts';
import { deviceView } from './device-view.ts';

/**
 * Turns push on or off on one of the investor's devices. Another person's device is "not found",
 * never told apart from one that does not exist; turning on a device whose browser never gave a
 * subscription is refused, since there is nowhere to send to.
 */
export async function setDevicePush(
  ctx: AppContext,
  input: { userId: string; deviceId: string; pushOn: boolean; currentToken: string | undefined },
): Promise<UserDevice> {
  const device = await devicesRepository.findOfUser(ctx.db, input.userId, input.deviceId);
  if (!device) throw new DomainError('NOT_FOUND', 'No encontramos el dispositivo.');
  if (device.pushOn === input.pushOn) return deviceView(device, input.currentToken);
  const row = await devicesRepository.setPush(ctx.db, device.id, input.pushOn);
  if (!row) throw notSubscribed();
  return deviceView(row, input.currentToken);
}

const notSubscribed = () =>
  new DomainError(
    'CONFLICT',
    'Este dispositivo aún no permite notificaciones: actívalas desde el mismo dispositivo.',
  );
