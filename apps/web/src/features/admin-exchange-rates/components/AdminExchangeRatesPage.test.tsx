import type { Permission } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { limaToday } from '../../../lib/peru-dates';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminExchangeRatesPage from './AdminExchangeRatesPage';

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

const today = limaToday();
const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const list = (withToday: boolean) =>
  success({
    today,
    items: [
      ...(withToday
        ? [{ rateDate: today, buy: '3.7500', sell: '3.7600', source: 'Mesa de dinero Invierte' }]
        : []),
      { rateDate: yesterday, buy: '3.7400', sell: '3.7520', source: 'Mesa de dinero Invierte' },
    ],
  });

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('says today is missing and publishes it, checking the rates first', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['exchange-rate.read', 'exchange-rate.write']),
    'GET /api/admin/exchange-rates?limit=60': () => list(false),
    'POST /api/admin/exchange-rates': () =>
      success({ rateDate: today, buy: '3.7510', sell: '3.7620', source: 'SBS', previous: null }),
  });
  renderRoute(<AdminExchangeRatesPage />, '/admin/tipo-de-cambio');
  expect(await screen.findByText(/Falta publicar el tipo de cambio del/)).toBeTruthy();
  expect(await screen.findByText('S/ 3.7520')).toBeTruthy();

  fireEvent.click(await screen.findByTestId('rate-open'));
  expect(screen.queryByTestId('rate-correction')).toBeNull();
  fireEvent.change(screen.getByTestId('rate-buy'), { target: { value: '3,7620' } });
  fireEvent.change(screen.getByTestId('rate-sell'), { target: { value: '3.751' } });
  fireEvent.click(screen.getByTestId('rate-confirm'));
  expect(
    await screen.findByText('El tipo de cambio de venta no puede ser menor que el de compra.'),
  ).toBeTruthy();
  expect(api.calls('POST /api/admin/exchange-rates')).toHaveLength(0);

  fireEvent.change(screen.getByTestId('rate-buy'), { target: { value: '3.751' } });
  fireEvent.change(screen.getByTestId('rate-sell'), { target: { value: '3.762' } });
  fireEvent.change(screen.getByTestId('rate-source'), { target: { value: 'SBS' } });
  fireEvent.click(screen.getByTestId('rate-confirm'));
  expect((await screen.findByTestId('rate-result')).textContent).toContain(
    'compra S/\u00a03.7510, venta S/\u00a03.7620',
  );
  expect(api.calls('POST /api/admin/exchange-rates')[0]!.body).toEqual({
    rateDate: today,
    buy: '3.751',
    sell: '3.762',
    source: 'SBS',
    correction: false,
  });
});

it('a day already published is an explicit correction; the server’s refusal is shown', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['exchange-rate.read', 'exchange-rate.write']),
    'GET /api/admin/exchange-rates?limit=60': () => list(true),
    'POST /api/admin/exchange-rates': () =>
      failure(
        409,
        'CONFLICT',
        'Ya hay un tipo de cambio publicado para ese día. Si quieres cambiarlo, publícalo como corrección.',
      ),
  });
  renderRoute(<AdminExchangeRatesPage />, '/admin/tipo-de-cambio');
  expect(await screen.findByText(/está publicado/)).toBeTruthy();
  const rows = within(await screen.findByTestId('rate-list'));
  fireEvent.click((await rows.findAllByTestId('rate-correct'))[0]!);
  expect((await screen.findByTestId('rate-correction')).textContent).toContain(
    'compra S/\u00a03.7500, venta S/\u00a03.7600',
  );
  expect((screen.getByTestId('rate-buy') as HTMLInputElement).value).toBe('3.75');
  fireEvent.change(screen.getByTestId('rate-sell'), { target: { value: '3.77' } });
  fireEvent.click(screen.getByTestId('rate-confirm'));
  expect((await screen.findByTestId('rate-error')).textContent).toContain(
    'Ya hay un tipo de cambio publicado',
  );
  expect(api.calls('POST /api/admin/exchange-rates')[0]!.body).toMatchObject({
    rateDate: today,
    buy: '3.75',
    sell: '3.77',
    correction: true,
  });
});

it('without the write permission, lists only', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['exchange-rate.read']),
    'GET /api/admin/exchange-rates?limit=60': () => list(true),
  });
  renderRoute(<AdminExchangeRatesPage />, '/admin/tipo-de-cambio');
  expect(await screen.findByText('S/ 3.7600')).toBeTruthy();
  expect(screen.queryByTestId('rate-open')).toBeNull();
  expect(screen.queryByTestId('rate-correct')).toBeNull();
});
