import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { limaToday } from '../../../lib/peru-dates';
import { saveSession } from '../../../lib/session';
import { adminMe, failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminQuotaValuesPage from './AdminQuotaValuesPage';

const today = limaToday();
const board = [
  {
    productId: 'p1',
    code: 'FIAMN',
    name: 'Factoring',
    currency: 'PEN',
    isPrivate: false,
    latest: { valueDate: '2026-01-05', value: '100.00000000' },
    previous: { valueDate: '2026-01-04', value: '99.50000000' },
  },
  {
    productId: 'p2',
    code: 'FIAMN-LA-CALERA',
    name: 'Factoring La Calera',
    currency: 'PEN',
    isPrivate: true,
    latest: { valueDate: today, value: '102.50000000' },
    previous: null,
  },
];

/** What the dialog reads for a day: nothing published yet, the board's latest value before it. */
const firstOfDay = (valueDate: string) => ({
  productId: 'p1',
  valueDate,
  published: null,
  previous: { valueDate: '2026-01-05', value: '100.00000000' },
  pricedBy: { approvals: 0, rescues: 0 },
  preparedApprovals: 0,
});

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows which values are missing today and publishes one, calling out an unusual move', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['product.quota-value.read', 'product.quota-value.write']),
    'GET /api/admin/quota-values': () => success(board),
    [`GET /api/admin/products/p1/quota-values/${today}`]: () => success(firstOfDay(today)),
    'POST /api/admin/products/p1/quota-values': () =>
      success({
        productId: 'p1',
        valueDate: today,
        value: '103.00000000',
        pausedOnboardings: 2,
        replaced: null,
      }),
  });
  renderRoute(<AdminQuotaValuesPage />, '/admin/valores-cuota');
  expect(await screen.findByText(/Faltan 1 de 2 valores del/)).toBeTruthy();
  expect(screen.getAllByTestId('quota-pending-today')).toHaveLength(1);
  expect(screen.getByText('+0.50 %')).toBeTruthy();

  fireEvent.click(screen.getAllByTestId('publish-open')[0]!);
  fireEvent.change(await screen.findByTestId('publish-value'), { target: { value: '103' } });
  expect(screen.getByText(/se pausarán hasta que cada inversionista/)).toBeTruthy();
  expect((await screen.findByTestId('publish-first')).textContent).toBe(
    'Este día aún no tiene valor publicado. Lo comparamos con el del 05/01/2026: S/\u00a0100.00000000.',
  );
  expect((await screen.findByTestId('publish-unusual')).textContent).toContain(
    'El valor cambia +3.00\u00a0% respecto al del 05/01/2026',
  );
  fireEvent.click(screen.getByTestId('publish-confirm'));
  const result = (await screen.findByTestId('publish-result')).textContent;
  expect(result).toContain('Publicamos S/\u00a0103.00000000');
  expect(result).toContain('Se pausaron 2 solicitudes valorizadas con otro valor');
  expect(api.calls('POST /api/admin/products/p1/quota-values')[0]!.body).toEqual({
    valueDate: today,
    value: '103',
  });
});

it('correcting a past day names the value it replaces, measures the move against it and lists the operations that used it', async () => {
  const day = '2026-01-04';
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['product.quota-value.read', 'product.quota-value.write']),
    'GET /api/admin/quota-values': () => success(board),
    [`GET /api/admin/products/p1/quota-values/${today}`]: () => success(firstOfDay(today)),
    [`GET /api/admin/products/p1/quota-values/${day}`]: () =>
      success({
        productId: 'p1',
        valueDate: day,
        published: '109.01226468',
        previous: { valueDate: '2026-01-03', value: '99.00000000' },
        pricedBy: { approvals: 2, rescues: 1 },
        preparedApprovals: 1,
      }),
    'POST /api/admin/products/p1/quota-values': () =>
      success({
        productId: 'p1',
        valueDate: day,
        value: '108.97000000',
        pausedOnboardings: 0,
        replaced: '109.01226468',
      }),
  });
  renderRoute(<AdminQuotaValuesPage />, '/admin/valores-cuota');
  fireEvent.click((await screen.findAllByTestId('publish-open'))[0]!);
  fireEvent.change(await screen.findByTestId('publish-date'), { target: { value: day } });
  expect((await screen.findByTestId('publish-replaces')).textContent).toBe(
    'Este día ya tiene publicado S/\u00a0109.01226468: lo reemplazarás.',
  );
  expect(screen.getByTestId('publish-priced').textContent).toBe(
    '2 aprobaciones y 1 rescate ya usaron el valor de este día; conservan el valor con que se calcularon. ' +
      '1 aprobación preparada con el valor de este día y aún sin confirmar se anulará: deberá prepararse de nuevo con el valor corregido.',
  );
  // An earlier day than the fund's latest pauses no onboarding, so the dialog does not say it would.
  expect(screen.queryByText(/se pausarán/)).toBeNull();
  fireEvent.change(screen.getByTestId('publish-value'), { target: { value: '108.97' } });
  // Measured against the day's own value, not the board's latest (100, which would be +8.97 %).
  expect(await screen.findByText('Variación respecto al valor que reemplazas: -0.04 %')).toBeTruthy();
  expect(screen.queryByTestId('publish-unusual')).toBeNull();
  fireEvent.change(screen.getByTestId('publish-value'), { target: { value: '120' } });
  expect(screen.getByTestId('publish-unusual').textContent).toContain(
    'El valor cambia +10.08\u00a0% respecto al valor que reemplazas',
  );
  fireEvent.change(screen.getByTestId('publish-value'), { target: { value: '108.97' } });
  fireEvent.click(screen.getByTestId('publish-confirm'));
  expect((await screen.findByTestId('publish-result')).textContent).toContain(
    'Reemplazamos S/\u00a0109.01226468 por S/\u00a0108.97000000 del 04/01/2026.',
  );
  expect(api.calls('POST /api/admin/products/p1/quota-values')[0]!.body).toEqual({
    valueDate: day,
    value: '108.97',
  });
});

it('keeps what was typed and shows the server’s refusal', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['product.quota-value.read', 'product.quota-value.write']),
    'GET /api/admin/quota-values': () => success(board),
    [`GET /api/admin/products/p1/quota-values/${today}`]: () => success(firstOfDay(today)),
    'POST /api/admin/products/p1/quota-values': () =>
      failure(400, 'VALIDATION_ERROR', 'La fecha del valor cuota no puede ser posterior a hoy.'),
  });
  renderRoute(<AdminQuotaValuesPage />, '/admin/valores-cuota');
  fireEvent.click((await screen.findAllByTestId('publish-open'))[0]!);
  fireEvent.change(await screen.findByTestId('publish-value'), { target: { value: '100.1' } });
  expect(screen.queryByTestId('publish-unusual')).toBeNull();
  fireEvent.click(screen.getByTestId('publish-confirm'));
  expect(await screen.findByText('La fecha del valor cuota no puede ser posterior a hoy.')).toBeTruthy();
  expect((screen.getByTestId('publish-value') as HTMLInputElement).value).toBe('100.1');
});

it('shows the board without the publish button to whom may only read it', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['product.quota-value.read']),
    'GET /api/admin/quota-values': () => success(board),
  });
  renderRoute(<AdminQuotaValuesPage />, '/admin/valores-cuota');
  await screen.findAllByTestId('quota-board-row');
  await vi.waitFor(() => expect(api.calls('GET /api/admin/users/me')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('publish-open')).toBeNull();
  expect(screen.queryByTestId('quota-values-import')).toBeNull();
});

it(
  'imports quota values from Excel: bad rows listed and nothing applied, a clean file applied after confirming',
  { timeout: 20_000 },
  async () => {
    const base = '/api/admin/quota-values/imports';
    const report = (issues: unknown[]) => ({
      template: 'quota-values',
      fileName: 'valores.xlsx',
      sha256: 'abc',
      rows: 3,
      issues,
      badRows: issues.length,
      flags: [],
      confirmations: [],
      summary: [{ label: 'Valores a publicar', value: '3' }],
      applied: false,
      importId: null,
      appliedAt: null,
    });
    let bad = true;
    let boardReads = 0;
    const api = fakeApi({
      'GET /api/admin/users/me': () => adminMe(['product.quota-value.read', 'product.quota-value.write']),
      'GET /api/admin/quota-values': () => {
        boardReads++;
        return success(board);
      },
      [`GET ${base}`]: () => success([]),
      [`POST ${base}/check`]: () =>
        success(
          report(
            bad
              ? [
                  {
                    row: 4,
                    column: 'B',
                    header: 'Fecha',
                    reason: 'La fecha del valor cuota no puede ser posterior a hoy.',
                  },
                ]
              : [],
          ),
        ),
      [`POST ${base}/apply`]: () =>
        success({
          ...report([]),
          applied: true,
          importId: 'i1',
          appliedAt: '2026-11-24T20:00:00.000Z',
          summary: [{ label: 'Valores publicados', value: '3' }],
        }),
    });
    renderRoute(<AdminQuotaValuesPage />, '/admin/valores-cuota');
    fireEvent.click(await screen.findByTestId('quota-values-import'));
    expect(await screen.findByText('Importar valores cuota')).toBeTruthy();
    const file = () => new File(['x'], 'valores.xlsx');
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file()] } });
    const issue = await screen.findByTestId('import-issue-row');
    expect(issue.textContent).toContain('B · Fecha');
    expect(issue.textContent).toContain('no puede ser posterior a hoy');
    expect(screen.queryByTestId('import-apply')).toBeNull();

    bad = false;
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file()] } });
    fireEvent.click(await screen.findByTestId('import-apply'));
    expect(screen.getByText(/Se publicarán 3 valores cuota, todos juntos/)).toBeTruthy();
    const readsBefore = boardReads;
    fireEvent.click(screen.getByTestId('decision-confirm'));
    expect((await screen.findByTestId('import-applied')).textContent).toContain('Valores publicados: 3');
    expect(api.calls(`POST ${base}/apply`)).toHaveLength(1);
    // Back on the board, it is read again with what the file published.
    fireEvent.click(screen.getByTestId('quota-values-back'));
    await screen.findAllByTestId('quota-board-row');
    await vi.waitFor(() => expect(boardReads).toBeGreaterThan(readsBefore));
  },
);
