import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, findButton, renderRoute, success } from '../../../lib/test-utils';
import { account, calculation, limits, rescue } from './rescue-fixtures';
import RescuePage from './RescuePage';

const PATH = '/portafolio/movimientos/rescatar-cuotas';
const calcKey = (query: string) => `GET /api/portfolio/investments/rescueCalculation?${query}`;

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function baseApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/rescues/can-rescue': () => success({ canRescue: true, message: null, products: [limits] }),
    'GET /api/portfolio/p-bono/bank-accounts': () => success([account]),
    ...extra,
  });
}

it('shows the exact figures for what is typed, then requests with one Idempotency-Key per confirmation', async () => {
  let attempt = 0;
  const api = baseApi({
    [calcKey('productId=p-bono&amount=1000')]: () => success(calculation()),
    'POST /api/rescues': () =>
      ++attempt === 1
        ? failure(409, 'CONFLICT', 'El fondo recibió otra solicitud al mismo tiempo.')
        : { status: 201, body: { status: 'success', data: rescue } },
  });
  renderRoute(<RescuePage />, `${PATH}?productId=p-bono`, PATH);
  expect((await screen.findByTestId('available-quotas')).textContent).toBe('100.00000000');
  expect(screen.getByTestId('max-amount').textContent).toBe('S/\u00a05,500.00');
  // The quarter's cap, not her 100 quotas, sets that most: said before she types.
  expect(screen.getByTestId('cap-note').textContent).toBe(
    'Este trimestre el fondo aún puede recomprar 50.00000000 cuotas (S/\u00a05,500.00): es su límite de recompra, hasta el 15\u00a0% de su capital. Podrás solicitar el resto el próximo trimestre.',
  );
  fireEvent.change(screen.getByTestId('rescue-value'), { target: { value: '1000' } });
  expect((await screen.findByTestId('summary-amount')).textContent).toBe('S/\u00a01,000.00');
  expect(screen.getByTestId('summary-quotas').textContent).toBe('9.09090910');

  expect(screen.getByText('Revisa tus solicitudes pendientes')).toBeTruthy();
  fireEvent.click(screen.getByTestId('rescue-continue'));
  fireEvent.click(await screen.findByTestId('rescue-confirm'));
  expect((await screen.findByTestId('rescue-error')).textContent).toBe(
    'El fondo recibió otra solicitud al mismo tiempo.',
  );
  fireEvent.click(screen.getByTestId('rescue-confirm'));
  expect((await screen.findByTestId('rescue-done')).textContent).toContain(
    'Depositaremos S/\u00a01,000.00 en tu cuenta Banco de Crédito del Perú (BCP) •••• 0123',
  );
  // The receipt stands alone: the footnote about pending requests belongs to the form.
  expect(screen.queryByText('Revisa tus solicitudes pendientes')).toBeNull();
  const posts = api.calls('POST /api/rescues');
  expect(posts.map((c) => c.body)).toEqual([
    { productId: 'p-bono', bankAccountId: 'acc-1', amount: '1000' },
    { productId: 'p-bono', bankAccountId: 'acc-1', amount: '1000' },
  ]);
  const keys = posts.map((c) => c.headers.get('Idempotency-Key'));
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
});

it('explains the quarter’s cap and does not let the investor continue; going back keeps what was typed', async () => {
  baseApi({
    [calcKey('productId=p-bono&quotas=60')]: () =>
      success(
        calculation({
          fits: false,
          quotas: '60.00000000',
          amount: '6600.00',
          message:
            'El fondo puede recomprar hasta el 15\u00a0% de su capital por trimestre (artículo 34 del reglamento de participación). En este trimestre aún puede recomprar 50.00000000 cuotas (S/\u00a05,500.00).',
        }),
      ),
    [calcKey('productId=p-bono&quotas=50.00000000')]: () =>
      success(calculation({ quotas: '50.00000000', amount: '5500.00' })),
  });
  renderRoute(<RescuePage />, PATH);
  fireEvent.click(await screen.findByTestId('mode-quotas'));
  fireEvent.change(screen.getByTestId('rescue-value'), { target: { value: '60' } });
  expect((await screen.findByTestId('rescue-refusal')).textContent).toContain(
    'En este trimestre aún puede recomprar 50.00000000 cuotas (S/\u00a05,500.00).',
  );
  expect((screen.getByTestId('rescue-continue') as HTMLButtonElement).disabled).toBe(true);

  fireEvent.click(screen.getByTestId('rescue-max'));
  expect((await screen.findByTestId('summary-amount')).textContent).toBe('S/\u00a05,500.00');
  fireEvent.click(screen.getByTestId('rescue-continue'));
  fireEvent.click(await findButton('Volver'));
  expect(((await screen.findByTestId('rescue-value')) as HTMLInputElement).value).toBe('50.00000000');
});

it('refuses a malformed figure before asking the server, and asks for an account when there is none', async () => {
  const api = baseApi({ 'GET /api/portfolio/p-bono/bank-accounts': () => success([]) });
  renderRoute(<RescuePage />, PATH);
  fireEvent.change(await screen.findByTestId('rescue-value'), { target: { value: '10.123' } });
  expect(await screen.findByText('Ingresa el monto como un número con hasta 2 decimales.')).toBeTruthy();
  expect(await screen.findByRole('link', { name: 'Registrar cuenta' })).toBeTruthy();
  expect(screen.getByText(/Registra una cuenta en soles a tu nombre/)).toBeTruthy();
  await new Promise((r) => setTimeout(r, 400));
  expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('rescueCalculation'))).toBe(false);
});

it('says so when the investor holds nothing to rescue', async () => {
  fakeApi({
    'GET /api/rescues/can-rescue': () =>
      success({ canRescue: false, message: 'Aún no tienes cuotas para rescatar.', products: [] }),
  });
  renderRoute(<RescuePage />, PATH);
  expect((await screen.findByTestId('rescue-nothing')).textContent).toContain(
    'Aún no tienes cuotas para rescatar',
  );
});

it('says nothing of the cap while the investor’s own quotas are the limit', async () => {
  const roomy = {
    ...limits,
    capRemainingQuotas: '500.00000000',
    capRemainingAmount: '55000.00',
    maxQuotas: '100.00000000',
    maxAmount: '11000.00',
  };
  baseApi({
    'GET /api/rescues/can-rescue': () => success({ canRescue: true, message: null, products: [roomy] }),
  });
  renderRoute(<RescuePage />, `${PATH}?productId=p-bono`, PATH);
  expect((await screen.findByTestId('max-amount')).textContent).toBe('S/\u00a011,000.00');
  expect(screen.queryByTestId('cap-note')).toBeNull();
});
