import { createECDH, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDevices } from '../../../db/schema.ts';
import type { RecordingPushProvider } from '../../../providers/push/recording-push-provider.ts';
import { demoCredentials, nextIp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  adminApi,
  AFTER_CUTOFF,
  holder,
  publishTestValues,
} from '../../portfolio/rescues/rescues.test-kit.ts';

/** Push notifications per device (decision 0035), recorded by the built-in provider. */
let t: TestApp;
let fundId: string;
let h: Awaited<ReturnType<typeof holder>>;
let other: Awaited<ReturnType<typeof holder>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const fund = { id: await publishTestValues(t, 'mutuo-acreencias-soles'), currency: 'PEN' as const };
  fundId = fund.id;
  h = await holder(t, fund, '100');
  other = await holder(t, fund, '100');
  t.clock.now = AFTER_CUTOFF;
});
afterAll(async () => t?.close());

/** A subscription as a browser's PushManager gives it: a push service URL and real P-256 keys. */
function subscription(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/send/${name}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Calls the devices endpoints as `token`'s user from the device named `device` (its firebase-token). */
function onDevice(token: string, device?: string) {
  const headers = { authorization: `Bearer ${token}`, ...(device ? { 'firebase-token': device } : {}) };
  return {
    list: () => t.app.inject({ method: 'GET', url: '/api/user/devices', headers, remoteAddress: nextIp() }),
    subscribe: (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/devices/current/push-subscription',
        headers,
        payload: payload as object,
        remoteAddress: nextIp(),
      }),
    setPush: (deviceId: string, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/user/devices/${deviceId}`,
        headers,
        payload: payload as object,
        remoteAddress: nextIp(),
      }),
  };
}

async function turnOn(token: string, device: string) {
  const res = await onDevice(token, device).subscribe({ subscription: subscription(device) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; pushOn: boolean; current: boolean; subscribed: boolean };
}

const recorded = async () => {
  await t.ctx.live.settled();
  return (t.ctx.push as RecordingPushProvider).recorded();
};

describe('push notifications per device', () => {
  it('records one message per event per device with push on: none for one turned off, none for others', async () => {
    const phone = await turnOn(h.token, 'phone-of-h');
    expect(phone).toMatchObject({ pushOn: true, current: true, subscribed: true });
    const laptop = await turnOn(h.token, 'laptop-of-h');
    const off = await onDevice(h.token, 'laptop-of-h').setPush(laptop.id, { pushOn: false });
    expect(off.json().data).toMatchObject({ id: laptop.id, pushOn: false, subscribed: true, current: true });
    const othersPhone = await turnOn(other.token, 'phone-of-other');
    const before = (await recorded()).length;

    // Her own rescue request is not pushed to her (she made it); paying it is (an alert and "rescue
    // paid"), and so is a second one that the back office rejects; then quotas received.
    const rescue = () =>
      h.api.post('/api/rescues', { productId: fundId, quotas: '2', bankAccountId: h.bankAccountId });
    const requested = await rescue();
    expect(requested.statusCode, requested.body).toBe(201);
    expect((await recorded()).slice(before)).toEqual([]);
    const admin = await adminApi(t);
    const settled = await admin.post(`/api/admin/rescues/${requested.json().data.id}/settle`);
    expect(settled.statusCode, settled.body).toBe(200);
    const second = await rescue();
    expect(second.statusCode, second.body).toBe(201);
    const rejected = await admin.post(`/api/admin/rescues/${second.json().data.id}/reject`, {
      reason: 'La cuenta bancaria no coincide con el titular.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    t.ctx.live.publish(t.db, { kind: 'quotas-received', to: [h.userId] });
    // Events for the back office or for everyone are not pushed to investors.
    t.ctx.live.publish(t.db, { kind: 'quota-value-published', to: 'everyone' });

    const sent = (await recorded()).slice(before);
    expect(sent.map((m) => [m.deviceId, m.message.kind]).sort()).toEqual(
      [
        [phone.id, 'alert-created'],
        [phone.id, 'alert-created'],
        [phone.id, 'quotas-received'],
        [phone.id, 'request-changed'],
        [phone.id, 'rescue-paid'],
      ].sort(),
    );
    expect(sent.every((m) => m.userId === h.userId && m.endpoint.endsWith('/phone-of-h'))).toBe(true);
    expect(sent.find((m) => m.message.kind === 'rescue-paid')?.message).toEqual({
      kind: 'rescue-paid',
      title: 'Tu rescate fue pagado',
      body: 'Ingresa a Invierte para ver el detalle.',
      url: '/portafolio',
    });
    expect(sent.some((m) => m.deviceId === othersPhone.id)).toBe(false);

    // The record is a file under DATA_DIR/push, one JSON line per message.
    const lines = (await readFile(path.join(t.config.dataDir, 'push', 'sent.jsonl'), 'utf8'))
      .trim()
      .split('\n');
    expect(lines).toHaveLength(before + 5);

    // The other investor's device still receives her own events.
    t.ctx.live.publish(t.db, { kind: 'alert-created', to: [other.userId] });
    expect((await recorded()).slice(before + 5).map((m) => m.deviceId)).toEqual([othersPhone.id]);
  });

  it('lists her devices, the calling one marked, including one she only signed in from', async () => {
    const [email, password] = demoCredentials.participe;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'firebase-token': 'tablet-of-participe', 'user-agent': 'Tableta de prueba' },
      payload: { email, password },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data.accessToken as string;
    await turnOn(token, 'phone-of-participe');

    const listed = await onDevice(token, 'tablet-of-participe').list();
    expect(listed.statusCode).toBe(200);
    const devices = listed.json().data as Array<Record<string, unknown>>;
    expect(devices).toHaveLength(2);
    expect(devices.find((d) => d.current)).toMatchObject({
      pushOn: false,
      subscribed: false,
      userAgent: 'Tableta de prueba',
    });
    expect(devices.find((d) => !d.current)).toMatchObject({ pushOn: true, subscribed: true });
    expect(devices.every((d) => typeof d.lastSeenAt === 'string' && typeof d.createdAt === 'string')).toBe(
      true,
    );
  });

  it('refuses another investor’s device, bad input and a device without subscription, changing nothing', async () => {
    const mine = await turnOn(h.token, 'refusals-of-h');
    const stored = async () => (await t.db.select().from(userDevices).where(eq(userDevices.id, mine.id)))[0];

    const foreign = await onDevice(other.token, 'phone-of-other').setPush(mine.id, { pushOn: false });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('No encontramos el dispositivo.');
    expect((await stored())?.pushOn).toBe(true);
    expect(
      (await onDevice(other.token).list()).json().data.some((d: { id: string }) => d.id === mine.id),
    ).toBe(false);

    const notUuid = await onDevice(h.token).setPush('nope', { pushOn: false });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().errors[0].message).toBe('No encontramos el dispositivo.');
    const notBoolean = await onDevice(h.token).setPush(mine.id, { pushOn: 'sí' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().errors[0].message).toBe(
      'Indica si quieres recibir notificaciones en este dispositivo.',
    );

    const plainHttp = { ...subscription('x'), endpoint: 'http://push.example.test/send/x' };
    const insecure = await onDevice(h.token, 'refusals-of-h').subscribe({ subscription: plainHttp });
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json().errors[0].message).toBe(
      'La suscripción de notificaciones de este dispositivo no es válida.',
    );
    const badKey = await onDevice(h.token, 'refusals-of-h').subscribe({
      subscription: { ...subscription('y'), keys: { p256dh: 'corta', auth: 'x' } },
    });
    expect(badKey.statusCode).toBe(400);
    expect((await stored())?.subscription?.endpoint).toMatch(/\/refusals-of-h$/);

    const anonymousDevice = await onDevice(h.token).subscribe({ subscription: subscription('z') });
    expect(anonymousDevice.statusCode).toBe(400);
    expect(anonymousDevice.json().message).toBe(
      'No pudimos identificar este dispositivo. Recarga la página e inténtalo de nuevo.',
    );

    // Signed in there, but its browser never gave a subscription: nowhere to send to.
    await t.db.insert(userDevices).values({ userId: h.userId, deviceToken: 'no-subscription' });
    const [bare] = await t.db
      .select()
      .from(userDevices)
      .where(eq(userDevices.deviceToken, 'no-subscription'));
    const on = await onDevice(h.token).setPush(bare!.id, { pushOn: true });
    expect(on.statusCode).toBe(409);
    expect(on.json().message).toBe(
      'Este dispositivo aún no permite notificaciones: actívalas desde el mismo dispositivo.',
    );

    const guest = await t.app.inject({ method: 'GET', url: '/api/user/devices' });
    expect(guest.statusCode).toBe(401);
  });

  it('turns push off on a device whose subscription the push service says is gone; a failure spares the others', async () => {
    const gone = await turnOn(other.token, 'gone-of-other');
    const failing = await turnOn(other.token, 'failing-of-other');
    const recording = t.ctx.push;
    const reached: string[] = [];
    t.ctx.push = {
      ...recording,
      async send(target) {
        reached.push(target.deviceId);
        if (target.deviceId === gone.id) return 'gone';
        if (target.deviceId === failing.id) throw new Error('push service answered 500');
        return 'sent';
      },
    };
    try {
      t.ctx.live.publish(t.db, { kind: 'rescue-paid', to: [other.userId] });
      await t.ctx.live.settled();
    } finally {
      t.ctx.push = recording;
    }
    expect(reached).toEqual(expect.arrayContaining([gone.id, failing.id]));
    const [row] = await t.db.select().from(userDevices).where(eq(userDevices.id, gone.id));
    expect(row).toMatchObject({ pushOn: false, subscription: null });
    const [kept] = await t.db.select().from(userDevices).where(eq(userDevices.id, failing.id));
    expect(kept?.pushOn).toBe(true);
    expect(t.logs.some((line) => line.includes('push notification not sent'))).toBe(true);
  });

  it('moves a browser’s subscription to whoever turned push on there last', async () => {
    const shared = subscription('shared-browser');
    const first = await onDevice(h.token, 'shared-browser').subscribe({ subscription: shared });
    const second = await onDevice(other.token, 'shared-browser').subscribe({ subscription: shared });
    expect(second.statusCode).toBe(200);
    const [row] = await t.db.select().from(userDevices).where(eq(userDevices.id, first.json().data.id));
    expect(row).toMatchObject({ pushOn: false, subscription: null });
  });
});
