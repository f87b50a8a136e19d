import type {
  AdminMe,
  AdminPortfolioInvestments,
  AdminPortfolioResume,
  AdminUserItem,
  ExcelImportReport,
  MovementsPage,
} from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, fakeObjectUrls, renderRoute, success } from '../../../lib/test-utils';
import AdminPortfolioPage from './AdminPortfolioPage';

const me = (permissions: AdminMe['permissions']): AdminMe => ({
  id: 'a1',
  email: 'operaciones@invierte.pe',
  name: 'Jorge',
  lastName: 'Salas',
  secondLastName: '',
  profile: 'ADMIN',
  adminProfile: null,
  permissions,
});
const investor: AdminUserItem = {
  id: 'u1',
  email: 'rosa@example.pe',
  name: 'Rosa',
  lastName: 'Quispe',
  secondLastName: 'Mamani',
  documentType: 'DNI',
  documentNumber: '45678912',
  profile: 'PARTICIPE',
  affluent: false,
  emailVerified: true,
  questionCompleted: true,
  investorProfile: null,
  disabled: false,
  disabledAt: null,
  createdAt: '2026-01-10T15:00:00.000Z',
  holdings: [],
  participantSince: null,
};
const fund = {
  productId: 'p-fiame',
  productName: 'Factoring',
  productSlug: 'factoring-dolares',
  productType: 'factoring',
  productCode: 'FIAME',
  currency: { code: 'USD' as const, symbol: '$' },
  quotas: '10.00000000',
  reservedQuotas: '0.00000000',
  availableQuotas: '10.00000000',
  quotaValue: '120.50000000',
  quotaValueDate: '2026-11-23',
  value: '1205.00',
};
const investments: AdminPortfolioInvestments = {
  investor: {
    id: 'u1',
    name: 'Rosa Quispe Mamani',
    email: 'rosa@example.pe',
    documentType: 'DNI',
    documentNumber: '45678912',
    profile: 'PARTICIPE',
  },
  funds: [fund],
  investments: [
    {
      investmentId: 'i1',
      productId: 'p-fiame',
      productName: 'Factoring',
      productSlug: 'factoring-dolares',
      productType: 'factoring',
      currency: { code: 'USD', symbol: '$' },
      quotas: '10.00000000',
      reservedQuotas: '0.00000000',
      availableQuotas: '10.00000000',
      quotaValue: '120.50000000',
      quotaValueDate: '2026-11-23',
      value: '1205.00',
      subscribed: '1150.00',
      rescued: '0.00',
      invested: '1150.00',
      realizedGain: '0.00',
      gain: '55.00',
      gainPercent: '4.78',
      annualReturn: '6.12',
      annualReturnNote: 'Rentabilidad anual ponderada por tus aportes y retiros (TIR).',
      since: '2026-02-01',
    },
  ],
  totals: [
    {
      currency: { code: 'USD', symbol: '$' },
      funds: 1,
      value: '1205.00',
      subscribed: '1150.00',
      rescued: '0.00',
      invested: '1150.00',
      realizedGain: '0.00',
      gain: '55.00',
      gainPercent: '4.78',
      annualReturn: '6.12',
      annualReturnNote: 'Rentabilidad anual ponderada por tus aportes y retiros (TIR).',
    },
  ],
};
const resume: AdminPortfolioResume = {
  currency: { code: 'PEN', symbol: 'S/' },
  total: '4518.75',
  byCurrency: [{ currency: { code: 'USD', symbol: '$' }, funds: 1, total: '1205.00', totalPen: '4518.75' }],
  exchangeRate: { date: '2026-11-24', buy: '3.7500', sell: '3.7580', source: 'Mesa de dinero Invierte' },
};
const movements: MovementsPage = {
  items: [
    {
      id: 'm1',
      productId: 'p-fiame',
      productName: 'Factoring',
      currency: { code: 'USD', symbol: '$' },
      type: 'RESCUE',
      typeLabel: 'Rescate',
      status: 'APPROVED',
      statusLabel: 'Aprobado',
      date: '2026-11-23',
      amount: '150.63',
      quotas: '-1.25000000',
      quotaValue: '120.50000000',
      quotaValueDate: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};
const report = (over: Partial<ExcelImportReport> = {}): ExcelImportReport => ({
  template: 'portfolio-investments',
  fileName: 'inversiones.xlsx',
  sha256: 'ab'.repeat(32),
  rows: 3,
  issues: [],
  badRows: 0,
  flags: [],
  confirmations: [],
  summary: [
    { label: 'Filas', value: '3' },
    { label: 'Suscripciones', value: '3 (S/\u00a04500.00)' },
  ],
  applied: false,
  importId: null,
  appliedAt: null,
  ...over,
});

const search = 'POST /api/admin/user/listparticipant';
const imports = 'GET /api/admin/portfolio/imports/investments';
const check = 'POST /api/admin/portfolio/imports/investments/check';
const apply = 'POST /api/admin/portfolio/imports/investments/apply';

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const xlsxFile = (name = 'inversiones.xlsx') =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

it(
  'shows a participant’s funds, total in soles with the rate used, movements and their Excel; reading only offers no import',
  { timeout: 20_000 },
  async () => {
    fakeObjectUrls();
    const api = fakeApi({
      'GET /api/admin/users/me': () => success(me(['portfolio.read', 'user.read'])),
      [search]: () => success({ items: [investor], page: 1, limit: 10, total: 1 }),
      'GET /api/admin/portfolio/u1/investments': () => success(investments),
      'GET /api/admin/portfolio/u1/resume': () => success(resume),
      'GET /api/admin/portfolio/u1/movements?page=1&pageSize=10': () => success(movements),
      'GET /api/admin/portfolio/u1/movements?type=RESCUE&page=1&pageSize=10': () => success(movements),
      'GET /api/admin/portfolio/u1/movements/xlsx': () => ({ body: 'xlsx' }),
    });
    renderRoute(<AdminPortfolioPage />, '/admin/portafolio');
    expect(await screen.findByTestId('portfolio-pick')).toBeTruthy();
    const input = screen.getByTestId('portfolio-investor');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'rosa' } });
    fireEvent.click(await screen.findByRole('option', { name: /Rosa Quispe Mamani/ }, { timeout: 3000 }));

    expect((await screen.findByTestId('portfolio-total-pen')).textContent).toBe('S/\u00a04,518.75');
    expect(screen.getByTestId('portfolio-rate').textContent).toBe(
      'Dólares convertidos al tipo de cambio compra S/\u00a03.7500 del 24/11/2026 (Mesa de dinero Invierte).',
    );
    const funds = await screen.findAllByTestId('portfolio-funds-row');
    expect(funds[0]!.textContent).toContain('FIAME · USD');
    expect(funds[0]!.textContent).toContain('$\u00a01,205.00');
    // The quota value in the fund's currency, with its 8 decimals, as the multiplier of the quotas.
    expect(funds[0]!.textContent).toContain('10.00000000× $\u00a0120.50000000 al 23/11/2026');
    // Cost, gain and annual return as the investor's own pages show them.
    expect(funds[0]!.textContent).toContain('$\u00a01,150.00');
    expect(funds[0]!.textContent).toContain('$\u00a055.00 (4.78\u00a0%)');
    expect(funds[0]!.textContent).toContain('6.12\u00a0%');
    expect(screen.getByTestId('portfolio-figures-USD').textContent).toBe(
      'Capital invertido $\u00a01,150.00 · Ganancia $\u00a055.00 (4.78\u00a0%) · TIR anual 6.12\u00a0%',
    );
    const rows = await screen.findAllByTestId('portfolio-movements-row');
    expect(rows[0]!.textContent).toContain('23/11/2026');
    expect(rows[0]!.textContent).toContain('Rescate');
    expect(rows[0]!.textContent).toContain('-1.25000000');
    expect(rows[0]!.textContent).toContain('$\u00a0120.50000000');

    fireEvent.click(screen.getByTestId('portfolio-movements-xlsx'));
    await expect.poll(() => api.calls('GET /api/admin/portfolio/u1/movements/xlsx')).toHaveLength(1);
    expect(screen.queryByTestId('portfolio-tab-import')).toBeNull();
  },
);

it(
  'lists every bad row of a checked file and offers no apply; a clean file is applied after confirming',
  { timeout: 20_000 },
  async () => {
    fakeObjectUrls();
    let clean = false;
    let applied = false;
    const api = fakeApi({
      'GET /api/admin/users/me': () => success(me(['portfolio.read', 'portfolio.import', 'user.read'])),
      [imports]: () =>
        success(
          applied
            ? [
                {
                  id: 'i1',
                  template: 'portfolio-investments',
                  fileName: 'inversiones.xlsx',
                  sha256: 'ab'.repeat(32),
                  rowCount: 3,
                  summary: report().summary,
                  confirmations: [],
                  appliedAt: '2026-11-24T20:00:00.000Z',
                  appliedBy: { id: 'a1', name: 'Jorge Salas', email: 'operaciones@invierte.pe' },
                },
              ]
            : [],
        ),
      [`${imports}/template`]: () => ({ body: 'xlsx' }),
      [check]: () =>
        success(
          clean
            ? report()
            : report({
                badRows: 2,
                issues: [
                  {
                    row: 2,
                    column: 'A',
                    header: 'Inversionista (documento o correo)',
                    reason: 'No encontramos un inversionista con ese número de documento o correo.',
                  },
                  {
                    row: 4,
                    column: 'D',
                    header: 'Monto',
                    reason: 'Usa punto para los decimales y no separes los miles (por ejemplo 1500.50).',
                  },
                ],
              }),
        ),
      [apply]: () => {
        applied = true;
        return { status: 201, body: { status: 'success', data: report({ applied: true, importId: 'i1' }) } };
      },
    });
    renderRoute(<AdminPortfolioPage />, '/admin/portafolio');
    fireEvent.click(await screen.findByTestId('portfolio-tab-import'));
    expect(await screen.findByText('Aún no se aplicó ningún archivo de inversiones.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('import-template'));
    await expect.poll(() => api.calls(`${imports}/template`)).toHaveLength(1);

    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [xlsxFile()] } });
    const issues = await screen.findByTestId('import-issues');
    expect(issues.textContent).toContain('2 filas tienen errores de 3');
    expect(issues.textContent).toContain('No se guardó nada');
    const rows = within(issues).getAllByTestId('import-issue-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('A · Inversionista (documento o correo)');
    expect(rows[1]!.textContent).toContain('D · Monto');
    expect(rows[1]!.textContent).toContain('Usa punto para los decimales');
    expect(screen.queryByTestId('import-apply')).toBeNull();
    expect(api.calls(apply)).toHaveLength(0);

    clean = true;
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [xlsxFile('corregido.xlsx')] } });
    expect((await screen.findByTestId('import-ready')).textContent).toContain(
      'Suscripciones: 3 (S/\u00a04500.00)',
    );
    fireEvent.click(screen.getByTestId('import-apply'));
    fireEvent.click(await screen.findByRole('button', { name: 'Aplicar' }));
    expect((await screen.findByTestId('import-applied')).textContent).toContain('Archivo aplicado');
    expect(api.calls(apply)).toHaveLength(1);
    expect(await screen.findByText('Jorge Salas')).toBeTruthy();
  },
);

it('says a file was already applied, and refuses a file that is not .xlsx before sending it', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => success(me(['portfolio.read', 'portfolio.import', 'user.read'])),
    [imports]: () => success([]),
    [check]: () =>
      failure(
        409,
        'CONFLICT',
        'Este archivo ya se aplicó el 24 de noviembre de 2026 a las 3:00 p. m. (hora de Lima), por Jorge Salas (operaciones@invierte.pe), con 3 filas. No se vuelve a aplicar.',
      ),
  });
  renderRoute(<AdminPortfolioPage />, '/admin/portafolio');
  fireEvent.click(await screen.findByTestId('portfolio-tab-import'));
  fireEvent.change(await screen.findByTestId('import-file'), { target: { files: [xlsxFile()] } });
  const refused = await screen.findByTestId('import-refused');
  expect(refused.textContent).toContain('Archivo ya aplicado');
  expect(refused.textContent).toContain('Este archivo ya se aplicó el 24 de noviembre');

  fireEvent.change(screen.getByTestId('import-file'), { target: { files: [xlsxFile('datos.csv')] } });
  expect(await screen.findByText(/no es un Excel .xlsx que podamos abrir/)).toBeTruthy();
  expect(api.calls(check)).toHaveLength(1);
});
