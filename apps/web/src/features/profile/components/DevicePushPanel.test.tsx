import type { UserDevice } from '@invierte/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import { DevicePushPanel } from './DevicePushPanel';

const wait = { timeout: 5000 };
// An uncompressed P-256 point's shape (0x04 and 64 bytes), base64url, as the server hands its VAPID key.
const publicKey = btoa(String.fromCharCode(4, ...Array.from({ length: 64 }, (_, i) => i)))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

const device = (over: Partial<UserDevice>): UserDevice => ({
  id: 'd-this',
  current: true,
  pushOn: false,
  subscribed: false,
  userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-20T15:00:00.000Z',
  ...over,
});
const laptop = device({
  id: 'd-laptop',
  current: false,
  pushOn: true,
  subscribed: true,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
});
const config = success({
  brandSlug: 'invierte',
  googleClientId: null,
  recaptchaSiteKey: null,
  communityUrl: null,
  pushPublicKey: publicKey,
});

/** A browser that can receive push: a service worker registration whose PushManager subscribes. */
function pushCapableBrowser(permission: NotificationPermission = 'granted') {
  const subscribe = vi.fn(async () => ({
    toJSON: () => ({
      endpoint: 'https://push.example.test/send/abc',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    }),
  }));
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission: 'default',
      requestPermission: vi.fn(async () => permission),
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager: { getSubscription: async () => null, subscribe } }),
    },
  });
  return subscribe;
}

beforeEach(() => {
  localStorage.clear();
  saveSession({ accessToken: 'access-1' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push notifications per device in the profile', () => {
  it('says so when the browser cannot receive them, and still turns another device off', async () => {
    const api = fakeApi({
      'GET /api/user/devices': () => success([device({}), laptop]),
      'GET /api/public-config': () => config,
      'PATCH /api/user/devices/d-laptop': () => success({ ...laptop, pushOn: false }),
    });
    renderRoute(<DevicePushPanel />, '/perfil');
    expect(
      await screen.findByText('Este navegador no permite recibir notificaciones.', {}, wait),
    ).toBeTruthy();
    const thisDevice = screen.getByLabelText('Notificaciones en este dispositivo') as HTMLInputElement;
    expect(thisDevice.disabled).toBe(true);
    const other = (await screen.findByLabelText(
      'Notificaciones en Chrome en Windows',
      {},
      wait,
    )) as HTMLInputElement;
    expect(other.checked).toBe(true);
    fireEvent.click(other);
    await waitFor(() => expect(api.calls('PATCH /api/user/devices/d-laptop')).toHaveLength(1), wait);
    expect(api.calls('PATCH /api/user/devices/d-laptop')[0]?.body).toEqual({ pushOn: false });
  });

  it('subscribes this browser with the server’s key and registers it under this device’s token', async () => {
    const subscribe = pushCapableBrowser();
    let registered = false;
    const api = fakeApi({
      'GET /api/user/devices': () => success([device({ pushOn: registered, subscribed: registered })]),
      'GET /api/public-config': () => config,
      'PUT /api/user/devices/current/push-subscription': () => {
        registered = true;
        return success(device({ pushOn: true, subscribed: true }));
      },
    });
    renderRoute(<DevicePushPanel />, '/perfil');
    const toggle = (await screen.findByLabelText(
      'Notificaciones en este dispositivo',
      {},
      wait,
    )) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false), wait);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true), wait);

    const options = subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect((options[0].applicationServerKey as Uint8Array).length).toBe(65);
    const [call] = api.calls('PUT /api/user/devices/current/push-subscription');
    expect(call?.body).toEqual({
      subscription: {
        endpoint: 'https://push.example.test/send/abc',
        keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      },
    });
    const token = localStorage.getItem(storageKeys.firebaseToken);
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.headers.get('firebase-token')).toBe(token);
  });

  it('tells her when she refuses permission or the API refuses, and registers nothing', async () => {
    pushCapableBrowser('denied');
    const api = fakeApi({
      'GET /api/user/devices': () => success([device({})]),
      'GET /api/public-config': () => config,
      'PUT /api/user/devices/current/push-subscription': () =>
        failure(400, 'BAD_REQUEST', 'La suscripción de notificaciones de este dispositivo no es válida.'),
    });
    renderRoute(<DevicePushPanel />, '/perfil');
    const toggle = (await screen.findByLabelText(
      'Notificaciones en este dispositivo',
      {},
      wait,
    )) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false), wait);
    fireEvent.click(toggle);
    expect(
      await screen.findByText(
        'No diste permiso para mostrar notificaciones. Puedes permitirlas en la configuración del navegador.',
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(api.calls('PUT /api/user/devices/current/push-subscription')).toHaveLength(0);
    expect(toggle.checked).toBe(false);

    pushCapableBrowser('granted');
    fireEvent.click(toggle);
    expect(
      await screen.findByText('La suscripción de notificaciones de este dispositivo no es válida.', {}, wait),
    ).toBeTruthy();
    expect(toggle.checked).toBe(false);
  });
});
