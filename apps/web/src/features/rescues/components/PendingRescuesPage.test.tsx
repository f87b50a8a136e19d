import { waitingNoticeDefaults } from '@invierte/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import PendingRescuesPage from './PendingRescuesPage';
import { rescue } from './rescue-fixtures';

const PATH = '/portafolio/movimientos/rescatar-cuotas/solicitudes';
const totals = (count: number) =>
  success({
    count,
    totals: count ? [{ currency: { code: 'PEN', symbol: 'S/' }, amount: '1000.00', count }] : [],
  });

const notices = {
  ...Object.fromEntries(Object.entries(waitingNoticeDefaults).map(([k, v]) => [k, v.text])),
  RESCUE_PAYMENT: 'Pagamos tu rescate en 1 día hábil.',
};

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists the pending requests with what they will pay, and cancels one after confirming', async () => {
  let pending = [rescue];
  const api = fakeApi({
    'GET /api/rescues/pendings': () => success(pending),
    'GET /api/rescues/total-pendings': () => totals(pending.length),
    'GET /api/waiting-notices': () => success(notices),
    'DELETE /api/rescues/r-1': () => {
      pending = [];
      return success({ ...rescue, status: 'CANCELED' });
    },
  });
  renderRoute(<PendingRescuesPage />, PATH);
  expect((await screen.findByTestId('pending-rescue')).textContent).toContain('S/\u00a01,000.00');
  expect((await screen.findByTestId('pending-totals')).textContent).toBe(
    'Por recibir: S/\u00a01,000.00 (1 solicitud)',
  );
  // How long the payment usually takes, as the back office wrote it; gone with the last request.
  expect((await screen.findByTestId('waiting-notice')).textContent).toBe(
    'Pagamos tu rescate en 1 día hábil.',
  );
  fireEvent.click(screen.getByTestId('pending-cancel'));
  expect(
    await screen.findByText(
      'Tus 9.09090910 cuotas de Bono Select MidCap volverán a estar disponibles y no recibirás S/ 1,000.00.',
    ),
  ).toBeTruthy();
  fireEvent.click(screen.getByTestId('cancel-rescue-dialog-confirm'));
  expect((await screen.findByTestId('pending-cancelled')).textContent).toContain(
    'Cancelamos tu solicitud: tus 9.09090910 cuotas de Bono Select MidCap vuelven a estar disponibles.',
  );
  expect(await screen.findByTestId('pending-empty')).toBeTruthy();
  expect(screen.queryByTestId('waiting-notice')).toBeNull();
  expect(api.calls('DELETE /api/rescues/r-1')).toHaveLength(1);
});

it('shows the server’s reason when a cancellation is refused, and keeps the request', async () => {
  fakeApi({
    'GET /api/rescues/pendings': () => success([rescue]),
    'GET /api/waiting-notices': () => success(notices),
    'GET /api/rescues/total-pendings': () => totals(1),
    'DELETE /api/rescues/r-1': () => failure(409, 'CONFLICT', 'Esta solicitud de rescate ya fue pagada.'),
  });
  renderRoute(<PendingRescuesPage />, PATH);
  fireEvent.click(await screen.findByTestId('pending-cancel'));
  fireEvent.click(await screen.findByTestId('cancel-rescue-dialog-confirm'));
  expect(await screen.findByText('Esta solicitud de rescate ya fue pagada.')).toBeTruthy();
  expect(screen.getByTestId('pending-rescue')).toBeTruthy();
});
