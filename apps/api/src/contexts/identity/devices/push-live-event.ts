import type { LiveEventKind } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { PushMessage } from '../../../providers/push/push-provider.ts';
import type { LiveEvent } from '../../../shared/live-bus.ts';
import { devicesRepository } from './devices.repository.ts';

/**
 * What a push says for each live event an investor is told of (decision 0035). No figures and no
 * names: a lock screen is not private. Events for the back office or for everyone send no push.
 */
const pushed: Partial<Record<LiveEventKind, Omit<PushMessage, 'kind'>>> = {
  'alert-created': {
    title: 'Tienes una nueva notificación',
    body: 'Ingresa a Invierte para verla.',
    url: '/portafolio',
  },
  'request-changed': {
    title: 'Tu solicitud cambió de estado',
    body: 'Ingresa a Invierte para ver el detalle.',
    url: '/portafolio',
  },
  'rescue-paid': {
    title: 'Tu rescate fue pagado',
    body: 'Ingresa a Invierte para ver el detalle.',
    url: '/portafolio',
  },
  'quotas-received': {
    title: 'Recibiste cuotas',
    body: 'Ingresa a Invierte para ver tu portafolio.',
    url: '/portafolio',
  },
};

/**
 * Sends one push per device with push on of each user the event names, after the commit that raised
 * it (the live bus calls this once, on the process that published). The person who made the change
 * is not told of it: she saved her own form or asked for her own rescue, and her open pages already
 * show it. A device whose subscription the push service says is gone stops receiving; any other
 * failure is logged and the rest still go.
 */
export async function pushLiveEvent(
  ctx: AppContext,
  event: LiveEvent,
  log: { warn: (facts: object, message: string) => void },
): Promise<void> {
  const text = pushed[event.kind];
  if (!text || !Array.isArray(event.to)) return;
  const to = (event.to as readonly string[]).filter((userId) => userId !== event.by);
  if (to.length === 0) return;
  const message: PushMessage = { kind: event.kind, ...text };
  const devices = await devicesRepository.pushTargets(ctx.db, to);
  await Promise.all(
    devices.map(async (device) => {
      if (!device.subscription) return;
      const target = { deviceId: device.id, userId: device.userId, subscription: device.subscription };
      try {
        const outcome = await ctx.push.send(target, message);
        if (outcome === 'gone')
          await devicesRepository.dropSubscription(ctx.db, device.id, device.subscription.endpoint);
      } catch (err) {
        log.warn({ err, deviceId: device.id, kind: event.kind }, 'push notification not sent');
      }
    }),
  );
}
