import type { AdminRescueView } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { adminMe, failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminRescuesPage from './AdminRescuesPage';

const rescue = (id: string, name: string, amount: string): AdminRescueView => ({
  id,
  productId: 'p-bono',
  productName: 'Bono Select MidCap',
  currency: { code: 'PEN', symbol: 'S/' },
  quotas: '10.00000000',
  quotaValue: '110.00000000',
  quotaValueDate: '2026-11-23',
  amount,
  status: 'PENDING',
  bankAccount: { id: 'acc', bankName: 'Banco de Crédito del Perú (BCP)', accountNumber: '•••• 0123' },
  requestedAt: '2026-11-24T15:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  rejectionReason: null,
  investor: { id: `u-${id}`, name, documentNumber: '40000003', email: `${id}@example.pe` },
  payTo: {
    bank: 'BCP',
    bankName: 'Banco de Crédito del Perú (BCP)',
    accountNumber: '1934567890123',
    cci: '00219300456789012317',
  },
});
const PATH = '/admin/rescates';

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('registers the payment of the chosen rescues, each with its own key, and says which one failed', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['rescue.read', 'rescue.settle']),
    'GET /api/admin/rescues?status=PENDING': () =>
      success([rescue('r1', 'María Rojas', '1100.00'), rescue('r2', 'Luis Quispe', '550.00')]),
    'POST /api/admin/rescues/r1/settle': () =>
      success({ ...rescue('r1', 'María Rojas', '1100.00'), status: 'SETTLED' }),
    'POST /api/admin/rescues/r2/settle': () =>
      failure(409, 'CONFLICT', 'Esta solicitud de rescate ya fue cancelada.'),
  });
  renderRoute(<AdminRescuesPage />, PATH);
  const boxes = await screen.findAllByTestId('admin-rescues-select');
  for (const box of boxes) fireEvent.click(within(box).getByRole('checkbox'));
  fireEvent.click(screen.getByTestId('settle-selected'));
  expect(
    await screen.findByText(/Confirma que ya transferiste S\/\s1,650.00 a las cuentas de los partícipes/),
  ).toBeTruthy();
  fireEvent.click(screen.getByTestId('settle-confirm'));
  const outcome = await screen.findByTestId('settle-outcome');
  expect(outcome.textContent).toContain('Se registró 1 pago.');
  expect(outcome.textContent).toContain(
    'Luis Quispe (S/\u00a0550.00): Esta solicitud de rescate ya fue cancelada.',
  );
  const k1 = api.calls('POST /api/admin/rescues/r1/settle')[0]!.headers.get('Idempotency-Key');
  const k2 = api.calls('POST /api/admin/rescues/r2/settle')[0]!.headers.get('Idempotency-Key');
  expect(k1).toMatch(/^[0-9a-f-]{36}$/);
  expect(k2).not.toBe(k1);

  // Retrying only calls the one that failed, with the same key.
  fireEvent.click(screen.getByTestId('settle-confirm'));
  await screen.findByText(/Se registró 1 pago\./);
  await vi.waitFor(() => expect(api.calls('POST /api/admin/rescues/r2/settle')).toHaveLength(2));
  expect(api.calls('POST /api/admin/rescues/r1/settle')).toHaveLength(1);
  expect(api.calls('POST /api/admin/rescues/r2/settle')[1]!.headers.get('Idempotency-Key')).toBe(k2);
});

it('speaks of one participant and one account when every chosen rescue pays the same one', async () => {
  const mine = (id: string, amount: string) => ({
    ...rescue(id, 'María Rojas', amount),
    investor: { id: 'u-maria', name: 'María Rojas', documentNumber: '40000003', email: 'maria@example.pe' },
  });
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['rescue.read', 'rescue.settle']),
    'GET /api/admin/rescues?status=PENDING': () => success([mine('r1', '100.00'), mine('r2', '50.00')]),
  });
  renderRoute(<AdminRescuesPage />, PATH);
  const boxes = await screen.findAllByTestId('admin-rescues-select');
  for (const box of boxes) fireEvent.click(within(box).getByRole('checkbox'));
  fireEvent.click(screen.getByTestId('settle-selected'));
  expect(
    await screen.findByText(
      /Confirma que ya transferiste S\/\s150.00 a la cuenta del partícipe\. .* se le avisará por correo/,
    ),
  ).toBeTruthy();
});

it('rejects with a reason of at least five characters and finds rows by the investor’s name', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['rescue.read', 'rescue.settle']),
    'GET /api/admin/rescues?status=PENDING': () =>
      success([rescue('r1', 'María Rojas', '1100.00'), rescue('r2', 'Luis Quispe', '550.00')]),
    'POST /api/admin/rescues/r2/reject': () =>
      success({ ...rescue('r2', 'Luis Quispe', '550.00'), status: 'REJECTED' }),
  });
  renderRoute(<AdminRescuesPage />, PATH);
  fireEvent.change(await screen.findByTestId('admin-rescues-search'), { target: { value: 'quispe' } });
  expect(await screen.findAllByTestId('admin-rescues-row')).toHaveLength(1);
  fireEvent.click(screen.getByTestId('reject-one'));
  const confirm = await screen.findByTestId('decision-confirm');
  fireEvent.change(screen.getByTestId('decision-reason'), { target: { value: 'no' } });
  expect((confirm as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(screen.getByTestId('decision-reason'), { target: { value: 'Cuenta de otro titular' } });
  fireEvent.click(confirm);
  await vi.waitFor(() => expect(api.calls('POST /api/admin/rescues/r2/reject')).toHaveLength(1));
  expect(api.calls('POST /api/admin/rescues/r2/reject')[0]!.body).toEqual({
    reason: 'Cuenta de otro titular',
  });
});

it('shows a read-only administrator the rescues without paying, rejecting or choosing', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['rescue.read']),
    'GET /api/admin/rescues?status=PENDING': () => success([rescue('r1', 'María Rojas', '1100.00')]),
  });
  renderRoute(<AdminRescuesPage />, PATH);
  expect((await screen.findAllByTestId('admin-rescues-row'))[0]!.textContent).toContain('María Rojas');
  // Once users/me has answered, nothing that changes money is offered.
  await vi.waitFor(() => expect(api.calls('GET /api/admin/users/me')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('settle-one')).toBeNull();
  expect(screen.queryByTestId('reject-one')).toBeNull();
  expect(screen.queryByTestId('admin-rescues-select')).toBeNull();
});

it('lists paid rescues with when and by whom they were paid, and rejected ones with their reason', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['rescue.read']),
    'GET /api/admin/rescues?status=SETTLED': () =>
      success([
        {
          ...rescue('r1', 'María Rojas', '1100.00'),
          status: 'SETTLED',
          resolvedAt: '2026-11-25T20:10:00.000Z',
          resolvedBy: { name: 'Ana Operaciones', email: 'operaciones@invierte.pe' },
        },
      ]),
    'GET /api/admin/rescues?status=REJECTED': () =>
      success([
        {
          ...rescue('r2', 'Luis Quispe', '550.00'),
          status: 'REJECTED',
          resolvedAt: '2026-11-26T14:00:00.000Z',
          resolvedBy: { name: 'Ana Operaciones', email: 'operaciones@invierte.pe' },
          rejectionReason: 'Cuenta de otro titular',
        },
      ]),
  });
  renderRoute(<AdminRescuesPage />, `${PATH}?estado=SETTLED`);
  const paid = (await screen.findAllByTestId('admin-rescues-row'))[0]!;
  // 20:10 UTC is 3:10 p. m. in Lima.
  expect(paid.textContent).toContain('Pagado');
  expect(paid.textContent).toMatch(/25\/11\/2026 3:10\sp\.\sm\./);
  expect(paid.textContent).toContain('por Ana Operaciones');
  expect(paid.textContent).toContain('10.00000000 cuotas');
  cleanup();
  renderRoute(<AdminRescuesPage />, `${PATH}?estado=REJECTED`);
  const rejected = (await screen.findAllByTestId('admin-rescues-row'))[0]!;
  expect(rejected.textContent).toContain('por Ana Operaciones');
  expect(rejected.textContent).toContain('Motivo: Cuenta de otro titular');
});
