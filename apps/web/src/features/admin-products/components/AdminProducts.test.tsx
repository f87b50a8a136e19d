import type { AdminProductDetail, AdminProductItem } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { adminMe, failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminProductDetailPage from './AdminProductDetailPage';
import AdminProductsPage from './AdminProductsPage';
import { parsePoints } from './AddChartDialog';

const item = (n: number, over: Partial<AdminProductItem> = {}): AdminProductItem => ({
  id: `p${n}`,
  name: `Fondo ${n}`,
  code: `F${n}`,
  slug: `fondo-${n}`,
  type: 'factoring',
  currency: 'PEN',
  isPrivate: false,
  isInstitutional: false,
  locked: false,
  quotaValue: '125.43218760',
  quotaValueDate: '2026-11-24',
  positions: 3,
  ...over,
});

const chart = (id: string, position: number, title: string) => ({
  id,
  productId: 'p1',
  title,
  kind: 'LINE' as const,
  position,
  points: [
    { label: 'Ene', value: '1.1' },
    { label: 'Feb', value: '1.3' },
  ],
});

const detail = (over: Partial<AdminProductDetail> = {}): AdminProductDetail => ({
  id: 'p1',
  name: 'Factoring',
  code: 'FIAMN',
  slug: 'factoring-soles',
  type: 'factoring',
  currency: 'PEN',
  minInvestment: '1000.00',
  description: 'Fondo de factoring',
  isPrivate: false,
  isInstitutional: true,
  locked: false,
  lockedMessage: null,
  quotaValue: '125.43218760',
  quotaValueDate: '2026-11-24',
  table: {
    terms: [
      { label: '3 meses', months: 3, days: null },
      { label: '6 meses', months: 6, days: null },
    ],
    paymentFrequencies: ['Trimestral'],
    customized: false,
  },
  charts: [chart('c1', 1, 'Rentabilidad'), chart('c2', 2, 'Cartera')],
  regulation: null,
  regulationUrl: '/documentos/reglamento-fiamn.pdf',
  usage: { positions: 3, onboardings: 1, rescues: 0, documents: 0 },
  deleteBlockedReason:
    'No se puede eliminar este fondo porque tiene 3 posiciones de inversionistas y 1 solicitud de inversión.',
  ...over,
});

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists the products with flags, latest value and holders, and searches', { timeout: 20_000 }, async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['product.read']),
    'GET /api/admin/products/list?page=1&limit=20': () =>
      success({
        items: [item(1), item(2, { isPrivate: true, positions: 0, quotaValue: null })],
        page: 1,
        limit: 20,
        total: 2,
      }),
    'GET /api/admin/products/list?page=1&limit=20&search=fondo+2': () =>
      success({ items: [item(2, { isPrivate: true, positions: 0 })], page: 1, limit: 20, total: 1 }),
  });
  renderRoute(<AdminProductsPage />, '/admin/productos');
  const rows = await screen.findAllByTestId('admin-products-row');
  expect(rows).toHaveLength(2);
  expect(screen.getByText('2 fondos: sus plazos, gráficos y reglamento.')).toBeTruthy();
  expect(within(rows[0]!).getByText('S/ 125.43218760')).toBeTruthy();
  expect(within(rows[0]!).getByText('Público')).toBeTruthy();
  expect(within(rows[1]!).getByText('Privado')).toBeTruthy();
  expect(within(rows[1]!).getByText('Sin valor')).toBeTruthy();
  expect(within(rows[0]!).getByTestId('product-positions').textContent).toBe('3');
  expect(within(rows[0]!).getByTestId('product-open').getAttribute('href')).toBe('/admin/productos/p1');

  fireEvent.change(screen.getByTestId('products-search'), { target: { value: 'fondo 2' } });
  await vi.waitFor(() => expect(screen.getAllByTestId('admin-products-row')).toHaveLength(1));
  expect(api.calls('GET /api/admin/products/list?page=1&limit=20&search=fondo+2')).toHaveLength(1);
});

it('explains why a held product cannot be deleted, and never calls delete', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['product.read', 'product.write']),
    'GET /api/admin/products/productById/p1': () => success(detail()),
  });
  renderRoute(<AdminProductDetailPage />, '/admin/productos/p1', '/admin/productos/:id');
  fireEvent.click(await screen.findByTestId('product-delete'));
  expect(screen.getByTestId('delete-blocked').textContent).toBe(
    'No se puede eliminar este fondo porque tiene 3 posiciones de inversionistas y 1 solicitud de inversión.',
  );
  expect(screen.queryByTestId('decision-confirm')).toBeNull();
  expect(api.calls('DELETE /api/admin/products/p1/delete')).toHaveLength(0);
});

it(
  'deletes an unused product after confirming, showing a late refusal in place',
  { timeout: 20_000 },
  async () => {
    let refuse = true;
    const api = fakeApi({
      'GET /api/admin/users/me': () => adminMe(['product.read', 'product.write']),
      'GET /api/admin/products/productById/p1': () =>
        success(
          detail({
            usage: { positions: 0, onboardings: 0, rescues: 0, documents: 0 },
            deleteBlockedReason: null,
          }),
        ),
      'DELETE /api/admin/products/p1/delete': () =>
        refuse
          ? failure(409, 'CONFLICT', 'No se puede eliminar este fondo porque tiene 1 solicitud de inversión.')
          : success({ id: 'p1' }),
    });
    renderRoute(<AdminProductDetailPage />, '/admin/productos/p1', '/admin/productos/:id');
    fireEvent.click(await screen.findByTestId('product-delete'));
    expect(screen.getByText(/dejará de mostrarse en el catálogo/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('decision-confirm'));
    expect((await screen.findByTestId('decision-error')).textContent).toBe(
      'No se puede eliminar este fondo porque tiene 1 solicitud de inversión.',
    );
    refuse = false;
    fireEvent.click(screen.getByTestId('decision-confirm'));
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/productos');
    expect(api.calls('DELETE /api/admin/products/p1/delete')).toHaveLength(2);
  },
);

it('moves a chart up and removes one only after confirming', { timeout: 20_000 }, async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['product.read', 'product.write']),
    'GET /api/admin/products/productById/p1': () => success(detail()),
    'PUT /api/admin/products/chart/position/c2': () =>
      success([chart('c2', 1, 'Cartera'), chart('c1', 2, 'Rentabilidad')]),
    'DELETE /api/admin/products/config-chart/c1': () => success({ id: 'c1' }),
  });
  renderRoute(<AdminProductDetailPage />, '/admin/productos/p1', '/admin/productos/:id');
  const titles = () => screen.getAllByTestId('chart-title').map((t) => t.textContent);
  await screen.findAllByTestId('chart-row');
  expect(titles()).toEqual(['Rentabilidad', 'Cartera']);
  expect((screen.getAllByTestId('chart-up')[0] as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getAllByTestId('chart-up')[1]!);
  await vi.waitFor(() => expect(titles()).toEqual(['Cartera', 'Rentabilidad']));
  expect(api.calls('PUT /api/admin/products/chart/position/c2')[0]!.body).toEqual({ position: 1 });

  fireEvent.click(screen.getAllByTestId('chart-delete')[1]!);
  expect(screen.getByText(/«Rentabilidad» dejará de mostrarse/)).toBeTruthy();
  expect(api.calls('DELETE /api/admin/products/config-chart/c1')).toHaveLength(0);
  fireEvent.click(screen.getByTestId('decision-confirm'));
  await vi.waitFor(() => expect(api.calls('DELETE /api/admin/products/config-chart/c1')).toHaveLength(1));
});

it('changes the terms table and shows the server refusal in Spanish', { timeout: 20_000 }, async () => {
  let refuse = true;
  let saved = false;
  const changed = detail({
    table: {
      terms: [
        { label: '3 meses', months: 3, days: null },
        { label: '12 meses', months: 12, days: null },
      ],
      paymentFrequencies: ['Mensual', 'Trimestral'],
      customized: true,
    },
  });
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['product.read', 'product.write']),
    'GET /api/admin/products/productById/p1': () => success(saved ? changed : detail()),
    'PUT /api/admin/products/updateTableChange/p1': () => {
      if (refuse) return failure(400, 'VALIDATION_ERROR', 'Hay un plazo repetido.');
      saved = true;
      return success(changed);
    },
  });
  renderRoute(<AdminProductDetailPage />, '/admin/productos/p1', '/admin/productos/:id');
  fireEvent.click(await screen.findByTestId('table-edit'));
  const lengths = screen.getAllByTestId('term-length');
  fireEvent.change(lengths[1]!, { target: { value: '12' } });
  fireEvent.click(screen.getByTestId('frequency-Mensual'));
  fireEvent.click(screen.getByTestId('table-save'));
  expect((await screen.findByTestId('table-error')).textContent).toBe('Hay un plazo repetido.');
  refuse = false;
  fireEvent.click(screen.getByTestId('table-save'));
  await vi.waitFor(() => expect(screen.getByTestId('table-terms').textContent).toBe('3 meses12 meses'));
  expect(api.calls('PUT /api/admin/products/updateTableChange/p1')[1]!.body).toEqual({
    terms: [
      { months: 3, days: null },
      { months: 12, days: null },
    ],
    paymentFrequencies: ['Mensual', 'Trimestral'],
  });
  expect(
    screen.getByText('La tabla propia de este fondo, como la ve el inversionista en su página.'),
  ).toBeTruthy();
});

it(
  'locks with the message investors will read, checked before sending, and unlocks after confirming',
  { timeout: 20_000 },
  async () => {
    const message = 'Las suscripciones se reabren el lunes 7 de diciembre.';
    let current = detail();
    let refuse = true;
    const api = fakeApi({
      'GET /api/admin/users/me': () => adminMe(['product.read', 'product.write']),
      'GET /api/admin/products/productById/p1': () => success(current),
      'PUT /api/admin/products/p1/lock': () => {
        if (refuse) return failure(403, 'FORBIDDEN', 'No tienes permiso para esta acción.');
        current = detail({ locked: true, lockedMessage: message });
        return success(current);
      },
      'DELETE /api/admin/products/p1/lock': () => {
        current = detail();
        return success(current);
      },
    });
    renderRoute(<AdminProductDetailPage />, '/admin/productos/p1', '/admin/productos/:id');
    fireEvent.click(await screen.findByTestId('product-lock'));
    // Blank and too short are refused in place, nothing is sent.
    fireEvent.click(screen.getByTestId('lock-confirm'));
    expect(screen.getByText('Escribe el mensaje que verán los inversionistas.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('lock-message'), { target: { value: 'Cerrado' } });
    fireEvent.click(screen.getByTestId('lock-confirm'));
    expect(screen.getByText('El mensaje debe tener al menos 10 caracteres.')).toBeTruthy();
    expect(api.calls('PUT /api/admin/products/p1/lock')).toHaveLength(0);

    // The server's refusal shows in the dialog and keeps what was typed.
    fireEvent.change(screen.getByTestId('lock-message'), { target: { value: `  ${message}` } });
    fireEvent.click(screen.getByTestId('lock-confirm'));
    expect((await screen.findByTestId('lock-error')).textContent).toBe('No tienes permiso para esta acción.');
    expect((screen.getByTestId('lock-message') as HTMLTextAreaElement).value).toBe(`  ${message}`);

    refuse = false;
    fireEvent.click(screen.getByTestId('lock-confirm'));
    expect((await screen.findByTestId('product-locked')).textContent).toBe(
      `Bloqueado: no acepta nuevas inversiones. Quien intente invertir lee «${message}».`,
    );
    expect(api.calls('PUT /api/admin/products/p1/lock')[1]!.body).toEqual({ message });
    expect(screen.queryByTestId('lock-message')).toBeNull();
    expect(screen.getByText('Bloqueado')).toBeTruthy();

    fireEvent.click(screen.getByTestId('product-unlock'));
    expect(screen.getByText(/volverá a aceptar nuevas inversiones/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('decision-confirm'));
    expect(await screen.findByTestId('product-lock')).toBeTruthy();
    expect(screen.queryByTestId('product-locked')).toBeNull();
    expect(api.calls('DELETE /api/admin/products/p1/lock')).toHaveLength(1);
  },
);

it('shows the product read-only without product.write', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['product.read']),
    'GET /api/admin/products/productById/p1': () => success(detail()),
  });
  renderRoute(<AdminProductDetailPage />, '/admin/productos/p1', '/admin/productos/:id');
  expect(await screen.findAllByTestId('chart-row')).toHaveLength(2);
  expect(screen.queryByTestId('product-delete')).toBeNull();
  expect(screen.queryByTestId('product-lock')).toBeNull();
  expect(screen.queryByTestId('table-edit')).toBeNull();
  expect(screen.queryByTestId('chart-up')).toBeNull();
  expect(screen.getByTestId('regulation-none').textContent).toBe(
    'No hay un PDF subido: el inversionista ve el enlace publicado originalmente.',
  );
});

it('reads chart points typed one per line and names a bad line', () => {
  expect(parsePoints('Ene; 1.25\n\nFeb;1.3')).toEqual({
    points: [
      { label: 'Ene', value: '1.25' },
      { label: 'Feb', value: '1.3' },
    ],
  });
  expect(parsePoints('Ene; 1\nFeb')).toEqual({
    error: 'La línea 2 debe tener una etiqueta y un valor separados por «;».',
  });
});

it(
  'imports the graphic template: bad rows listed, a clean file applied after confirming',
  { timeout: 20_000 },
  async () => {
    const base = '/api/admin/products/imports/charts';
    const report = (issues: unknown[]) => ({
      template: 'product-charts',
      fileName: 'graficos.xlsx',
      sha256: 'abc',
      rows: 4,
      issues,
      badRows: issues.length,
      flags: [],
      confirmations: [],
      summary: [{ label: 'Gráficos', value: '2' }],
      applied: false,
      importId: null,
      appliedAt: null,
    });
    let bad = true;
    const api = fakeApi({
      'GET /api/admin/users/me': () => adminMe(['product.read', 'product.write']),
      'GET /api/admin/products/list?page=1&limit=20': () =>
        success({ items: [item(1)], page: 1, limit: 20, total: 1 }),
      'GET /api/admin/products/imports/products': () => success([]),
      [`GET ${base}`]: () => success([]),
      [`POST ${base}/check`]: () =>
        success(
          report(
            bad
              ? [
                  {
                    row: 3,
                    column: 'E',
                    header: 'Valor',
                    reason: 'Escribe un número con hasta 8 decimales, por ejemplo 1.25 o -0.4.',
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
          summary: [{ label: 'Gráficos añadidos', value: '2' }],
        }),
    });
    renderRoute(<AdminProductsPage />, '/admin/productos');
    fireEvent.click(await screen.findByTestId('products-import'));
    fireEvent.click(await screen.findByTestId('import-kind-charts'));
    const file = () => new File(['x'], 'graficos.xlsx');
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file()] } });
    const issue = await screen.findByTestId('import-issue-row');
    expect(issue.textContent).toContain('E · Valor');
    expect(issue.textContent).toContain('Escribe un número con hasta 8 decimales');
    expect(api.calls(`POST ${base}/apply`)).toHaveLength(0);

    bad = false;
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file()] } });
    fireEvent.click(await screen.findByTestId('import-apply'));
    expect(screen.getByText(/Se cargarán 4 puntos en las páginas de los fondos/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('decision-confirm'));
    expect((await screen.findByTestId('import-applied')).textContent).toContain('Gráficos añadidos: 2');
    expect(api.calls(`POST ${base}/apply`)).toHaveLength(1);
  },
);
