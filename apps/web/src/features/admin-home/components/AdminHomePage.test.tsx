import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { limaToday } from '../../../lib/peru-dates';
import { saveSession } from '../../../lib/session';
import { adminMe, failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminHomePage from './AdminHomePage';

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const today = limaToday();
/** A profile without support or compliance roles: the shared summaries only. */
const noQueues = {
  'GET /api/admin/users/me': () => adminMe(['onboarding.review', 'rescue.read', 'product.quota-value.read']),
  'GET /api/admin/home/queues': () => success({ support: null, compliance: null, audit: null }),
};

it('shows what waits for the team, and hides a section the admin may not open', async () => {
  fakeApi({
    ...noQueues,
    'GET /api/admin/onboarding/listQuantities': () =>
      success({ total: 9, byState: { WAITING_FOR_APPROVAL: 2, IN_VERIFICATION: 3, APPROVED: 4 } }),
    'GET /api/admin/rescues?status=PENDING': () =>
      success([
        { id: 'r1', currency: { code: 'PEN', symbol: 'S/' }, amount: '1000.10' },
        { id: 'r2', currency: { code: 'PEN', symbol: 'S/' }, amount: '0.20' },
      ]),
    'GET /api/admin/quota-values': () =>
      success([
        { productId: 'p1', name: 'Factoring', currency: 'PEN', latest: { valueDate: today, value: '1' } },
        {
          productId: 'p2',
          name: 'Mutuo Acreencias',
          currency: 'USD',
          latest: { valueDate: '2020-01-01', value: '1' },
        },
      ]),
    'GET /api/admin/ledger/reconciliation': () => failure(403, 'FORBIDDEN', 'No tienes permiso.'),
  });
  renderRoute(<AdminHomePage />, '/admin');
  await screen.findByTestId('home-onboardings');
  await expect
    .poll(() => screen.getByTestId('home-onboardings').textContent)
    .toContain('5esperan una revisión');
  expect(screen.getByTestId('home-onboardings').textContent).toContain('Firma en revisión: 2');
  await expect
    .poll(() => screen.getByTestId('home-rescues').textContent)
    .toContain('Por pagar en soles: S/\u00a01,000.30');
  await expect
    .poll(() => screen.getByTestId('home-quota-values').textContent)
    .toContain('Faltan: Mutuo Acreencias ($).');
  await expect.poll(() => screen.queryByTestId('home-ledger')).toBeNull();
});

it('tells an admin whose profile opens none of the summaries to use the menu', async () => {
  const refused = () => failure(403, 'FORBIDDEN', 'No tienes permiso para realizar esta acción.');
  fakeApi({
    ...noQueues,
    'GET /api/admin/onboarding/listQuantities': refused,
    'GET /api/admin/rescues?status=PENDING': refused,
    'GET /api/admin/quota-values': refused,
    'GET /api/admin/ledger/reconciliation': refused,
  });
  renderRoute(<AdminHomePage />, '/admin');
  expect((await screen.findByTestId('home-nothing-open')).textContent).toBe(
    'Tu perfil no incluye ninguno de estos resúmenes. Usa el menú para ir a tus secciones.',
  );
  expect(screen.queryByTestId('home-rescues')).toBeNull();
});

it('warns of a ledger out of balance, counting cash that names no fund among the operations', async () => {
  const refused = () => failure(403, 'FORBIDDEN', 'No tienes permiso para realizar esta acción.');
  fakeApi({
    ...noQueues,
    'GET /api/admin/onboarding/listQuantities': refused,
    'GET /api/admin/rescues?status=PENDING': refused,
    'GET /api/admin/quota-values': refused,
    'GET /api/admin/ledger/reconciliation': () =>
      success({
        ok: false,
        accounts: 10,
        transactions: 20,
        entries: 70,
        accountMismatches: [],
        unbalancedTransactions: [{ transactionId: 't1', asset: 'PEN', bucket: 'POSTED', total: '1.00' }],
        cashWithoutItsFund: [{ transactionId: 't2' }],
      }),
  });
  renderRoute(<AdminHomePage />, '/admin');
  await expect
    .poll(() => screen.queryByTestId('home-ledger')?.textContent)
    .toContain('Descuadre: 0 cuentas y 2 operaciones no coinciden con sus asientos.');
});

it('shows support its queue and compliance the requests the restricted list held, each linking to the work', async () => {
  const refused = () => failure(403, 'FORBIDDEN', 'No tienes permiso para realizar esta acción.');
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['support.read', 'support.cancel', 'user.read']),
    'GET /api/admin/onboarding/listQuantities': refused,
    'GET /api/admin/rescues?status=PENDING': refused,
    'GET /api/admin/quota-values': refused,
    'GET /api/admin/ledger/reconciliation': refused,
    'GET /api/admin/home/queues': () =>
      success({
        audit: null,
        support: { cancelRequests: 2, disabledInvestors: 1 },
        compliance: {
          held: 1,
          latestHeld: [
            {
              id: 'o7',
              name: 'Luis Quispe Mamani',
              documentNumber: '41234567',
              productName: 'Factoring',
              heldAt: '2026-11-27T20:10:00.000Z',
            },
          ],
        },
      }),
  });
  renderRoute(<AdminHomePage />, '/admin');
  const support = await screen.findByTestId('home-support');
  expect(support.textContent).toContain('2pedidos de anulación por atender');
  expect(support.textContent).toContain('Cuentas de inversionistas desactivadas: 1');
  await expect
    .poll(() => within(support).getByRole('link', { name: 'Atender la cola' }).getAttribute('href'))
    .toBe('/admin/soporte');
  const compliance = screen.getByTestId('home-compliance');
  expect(compliance.textContent).toMatch(
    /Luis Quispe Mamani · DNI 41234567 · Factoring · retenida el 27\/11\/2026, 3:10\sp\.\sm\./,
  );
  expect(within(compliance).getByRole('link', { name: 'Luis Quispe Mamani' }).getAttribute('href')).toBe(
    '/admin/onboardings/o7',
  );
  expect(screen.queryByTestId('home-nothing-open')).toBeNull();
});

it('offers a read-only profile a look, not a write: no "Publicar valores" nor "Revisar"', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['onboarding.review', 'product.quota-value.read']),
    'GET /api/admin/home/queues': () =>
      success({
        support: null,
        compliance: null,
        audit: { lastAnchor: { at: '2026-11-28T21:30:00.000Z', rows: 1234, signed: true } },
      }),
    'GET /api/admin/onboarding/listQuantities': () => success({ total: 0, byState: {} }),
    'GET /api/admin/rescues?status=PENDING': () => success([]),
    'GET /api/admin/quota-values': () => success([]),
    'GET /api/admin/ledger/reconciliation': () => failure(403, 'FORBIDDEN', 'No tienes permiso.'),
  });
  renderRoute(<AdminHomePage />, '/admin');
  expect(await screen.findByRole('link', { name: 'Ver valores cuota' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ver solicitudes' })).toBeTruthy();
  expect(screen.queryByText('Publicar valores')).toBeNull();
  expect(screen.queryByText('Revisar solicitudes')).toBeNull();
  // The auditor's own work: the chain's last verification (21:30 UTC is 4:30 p. m. in Lima).
  const audit = await screen.findByTestId('home-audit');
  expect(audit.textContent).toContain('1234registros íntegros en la última verificación');
  expect(audit.textContent).toMatch(/Verificada y firmada el 28\/11\/2026, 4:30\sp\.\sm\./);
});
