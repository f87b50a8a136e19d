import {
  waitingNoticeDefaults,
  waitingNoticeKeys,
  type AdminWaitingNotice,
  type Permission,
} from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminWaitingNoticesPage from './AdminWaitingNoticesPage';

const adminMe = (permissions: Permission[]) =>
  success({
    id: 'u-admin',
    email: 'operaciones@invierte.pe',
    name: 'Jorge',
    lastName: 'Salas',
    secondLastName: 'Paredes',
    profile: 'ADMIN',
    adminProfile: { id: 'p-ops', name: 'Operaciones' },
    permissions,
  });

const notices = (over: Partial<Record<AdminWaitingNotice['key'], string>> = {}): AdminWaitingNotice[] =>
  waitingNoticeKeys.map((key) => ({
    key,
    shownOn: waitingNoticeDefaults[key].shownOn,
    text: over[key] ?? waitingNoticeDefaults[key].text,
    defaultText: waitingNoticeDefaults[key].text,
    edited: over[key] !== undefined,
  }));

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/admin/mensajes-de-espera';
const newText = 'Revisamos tu firma de lunes a viernes de 9 a 18 h, normalmente en 2 horas.';

it('edits a text: checked before sending, saved, then marked edited with the way back to the original', async () => {
  let current = notices();
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['waiting-notice.read', 'waiting-notice.write']),
    'GET /api/admin/waiting-notices': () => success(current),
    'PUT /api/admin/waiting-notices/SIGNATURE_REVIEW': (init) => {
      const { text } = JSON.parse(String(init.body)) as { text: string };
      current = notices(
        text === waitingNoticeDefaults.SIGNATURE_REVIEW.text ? {} : { SIGNATURE_REVIEW: text },
      );
      return success(current[0]);
    },
  });
  renderRoute(<AdminWaitingNoticesPage />, PATH);
  const card = await screen.findByTestId('notice-SIGNATURE_REVIEW');
  expect(card.textContent).toContain('Revisión de la firma');
  expect(card.textContent).toContain('Texto original');
  const field = within(card).getByTestId('notice-text') as HTMLTextAreaElement;
  expect(field.value).toBe(waitingNoticeDefaults.SIGNATURE_REVIEW.text);

  // Too short: refused in the browser, nothing sent.
  fireEvent.change(field, { target: { value: 'Pronto.' } });
  fireEvent.click(within(card).getByTestId('notice-save'));
  expect(card.textContent).toContain('Escribe al menos 20 caracteres: qué sigue y cuánto suele tardar.');
  expect(api.calls('PUT /api/admin/waiting-notices/SIGNATURE_REVIEW')).toHaveLength(0);

  fireEvent.change(field, { target: { value: `  ${newText}` } });
  fireEvent.click(within(card).getByTestId('notice-save'));
  expect((await within(card).findByTestId('notice-saved')).textContent).toContain(
    'Los inversionistas ya ven este texto.',
  );
  expect(api.calls('PUT /api/admin/waiting-notices/SIGNATURE_REVIEW')[0]?.body).toEqual({ text: newText });
  expect(await within(card).findByText('Texto editado')).toBeTruthy();

  fireEvent.click(within(card).getByTestId('notice-restore'));
  expect(await within(card).findByText('Texto original')).toBeTruthy();
  expect(api.calls('PUT /api/admin/waiting-notices/SIGNATURE_REVIEW')[1]?.body).toEqual({
    text: waitingNoticeDefaults.SIGNATURE_REVIEW.text,
  });
  expect((within(card).getByTestId('notice-text') as HTMLTextAreaElement).value).toBe(
    waitingNoticeDefaults.SIGNATURE_REVIEW.text,
  );
});

it('shows the server’s refusal under the text', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['waiting-notice.read', 'waiting-notice.write']),
    'GET /api/admin/waiting-notices': () => success(notices()),
    'PUT /api/admin/waiting-notices/RESCUE_PAYMENT': () =>
      failure(400, 'VALIDATION_ERROR', 'Revisa los datos.', [
        { field: 'body.text', message: 'Máximo 300 caracteres.' },
      ]),
  });
  renderRoute(<AdminWaitingNoticesPage />, PATH);
  const card = await screen.findByTestId('notice-RESCUE_PAYMENT');
  fireEvent.change(within(card).getByTestId('notice-text'), {
    target: { value: 'Pagamos los rescates en un día hábil, siempre.' },
  });
  fireEvent.click(within(card).getByTestId('notice-save'));
  expect(await within(card).findByText('Máximo 300 caracteres.')).toBeTruthy();
});

it('only shows the texts to whom may read but not change them', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['waiting-notice.read']),
    'GET /api/admin/waiting-notices': () =>
      success(notices({ RESCUE_PAYMENT: 'Pagamos tu rescate en 1 día hábil.' })),
  });
  renderRoute(<AdminWaitingNoticesPage />, PATH);
  const card = await screen.findByTestId('notice-RESCUE_PAYMENT');
  expect(within(card).getByTestId('notice-text').textContent).toBe('Pagamos tu rescate en 1 día hábil.');
  expect(card.textContent).toContain('Texto editado');
  expect(screen.queryByTestId('notice-save')).toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
});
