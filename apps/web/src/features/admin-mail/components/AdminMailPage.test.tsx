import type { AdminMailItem, AdminMailList } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { adminMe, failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminMailPage from './AdminMailPage';

const mail = (
  id: string,
  status: AdminMailItem['status'],
  extra: Partial<AdminMailItem> = {},
): AdminMailItem => ({
  id,
  to: `${id}@example.pe`,
  subject: 'Tu rescate fue pagado',
  status,
  attempts: status === 'FAILED' ? 8 : 1,
  createdAt: '2026-11-20T15:00:00.000Z',
  sentAt: status === 'SENT' ? '2026-11-20T15:00:02.000Z' : null,
  nextAttemptAt: null,
  lastError: status === 'FAILED' ? 'connect ECONNREFUSED 10.0.0.5:587' : null,
  ...extra,
});
const listOf = (items: AdminMailItem[]): AdminMailList => ({
  items,
  page: 1,
  limit: 20,
  total: items.length,
  counts: { QUEUED: 1, SENT: 1, FAILED: 1 },
});
const all = [mail('fallo', 'FAILED'), mail('cola', 'QUEUED', { attempts: 2 }), mail('enviado', 'SENT')];

it('never says a sent e-mail took 0 tries, and counts the tries of one sent after retrying', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['mail.read']),
    'GET /api/admin/mail?page=1&limit=20': () =>
      success(listOf([mail('viejo', 'SENT', { attempts: 0 }), mail('tarde', 'SENT', { attempts: 3 })])),
  });
  renderRoute(<AdminMailPage />, '/admin/correos');
  const rows = await screen.findAllByTestId('admin-mail-row');
  expect(within(rows[0]!).getByText('Enviado al primer intento')).toBeTruthy();
  expect(within(rows[1]!).getByText('Enviado tras 3 intentos')).toBeTruthy();
  expect(screen.queryByText(/0 intentos/)).toBeNull();
});

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows each e-mail with its state, tries and last error, and filters by state in the URL', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['mail.read']),
    'GET /api/admin/mail?page=1&limit=20': () => success(listOf(all)),
    'GET /api/admin/mail?page=1&limit=20&status=FAILED': () => success(listOf([all[0]!])),
  });
  renderRoute(<AdminMailPage />, '/admin/correos');
  const rows = await screen.findAllByTestId('admin-mail-row');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]!).getByText('Falló')).toBeTruthy();
  expect(within(rows[0]!).getByText('8 intentos')).toBeTruthy();
  expect(within(rows[0]!).getByText('connect ECONNREFUSED 10.0.0.5:587')).toBeTruthy();
  expect(within(rows[1]!).getByText('En cola')).toBeTruthy();
  expect(within(rows[1]!).getByText('2 intentos')).toBeTruthy();
  expect(within(rows[2]!).getByText('Enviado al primer intento')).toBeTruthy();
  expect(
    screen.getByText('1 correo falló después de su último intento: revísalos y reenvíalos.'),
  ).toBeTruthy();
  // mail.read only: nothing to resend with.
  expect(screen.queryByTestId('mail-retry')).toBeNull();

  fireEvent.click(screen.getByTestId('mail-status-FAILED'));
  await vi.waitFor(() => expect(screen.getAllByTestId('admin-mail-row')).toHaveLength(1));
  expect(api.calls('GET /api/admin/mail?page=1&limit=20&status=FAILED')).toHaveLength(1);
});

it('resends only a failed e-mail, after confirming, and shows a refusal', { timeout: 20_000 }, async () => {
  let refused = true;
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['mail.read', 'mail.retry']),
    'GET /api/admin/mail?page=1&limit=20': () => success(listOf(all)),
    'POST /api/admin/mail/fallo/retry': () =>
      refused
        ? failure(409, 'CONFLICT', 'Este correo ya está en cola: se enviará solo.')
        : success(mail('fallo', 'QUEUED', { attempts: 0 })),
  });
  renderRoute(<AdminMailPage />, '/admin/correos');
  const buttons = await screen.findAllByTestId('mail-retry');
  // Only the failed one can be resent.
  expect(buttons).toHaveLength(1);
  fireEvent.click(buttons[0]!);
  expect(screen.getByText(/Volveremos a enviar «Tu rescate fue pagado» a fallo@example.pe/)).toBeTruthy();
  expect(api.calls('POST /api/admin/mail/fallo/retry')).toHaveLength(0);
  fireEvent.click(screen.getByTestId('decision-confirm'));
  expect((await screen.findByTestId('decision-error')).textContent).toBe(
    'Este correo ya está en cola: se enviará solo.',
  );
  refused = false;
  fireEvent.click(screen.getByTestId('decision-confirm'));
  await vi.waitFor(() => expect(screen.queryByTestId('decision-confirm')).toBeNull());
  expect(api.calls('POST /api/admin/mail/fallo/retry')).toHaveLength(2);
});
