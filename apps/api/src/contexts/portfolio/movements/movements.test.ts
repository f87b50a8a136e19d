import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens } from '../../../test/accounts.ts';
import { productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { caller } from '../rescues/rescues.test-kit.ts';

/**
 * The seeded participant's movements: Bono Select MidCap soles bought for 250,000.00, Factoring dollars
 * bought for 1,500.00 and 2.5 quotas of it rescued; plus a rescue she asks for now (pending).
 */
let t: TestApp;
let api: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const tokens = await demoTokens(t, ['participe', 'interesado']);
  api = caller(t, tokens.participe!);
  other = caller(t, tokens.interesado!);
  const bono = await productId(t, 'bono-select-midcap-soles');
  const [account] = (await api.get(`/api/portfolio/${bono}/bank-accounts`)).json().data;
  const res = await api.post('/api/rescues', { productId: bono, amount: '1000', bankAccountId: account.id });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(async () => t?.close());

type Row = {
  type: string;
  status: string;
  amount: string;
  quotas: string;
  productName: string;
  currency: { code: string };
};
const list = async (query = '') => {
  const res = await api.get(`/api/portfolio/movements/list${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Row[]; total: number; page: number; pageSize: number };
};

describe('GET /api/portfolio/movements/list', () => {
  it('lists the caller’s movements newest first with Spanish labels and signed quotas', async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(page.items.map((m) => [m.type, m.status, m.currency.code, m.amount])).toEqual([
      ['RESCUE', 'PENDING', 'PEN', '1000.00'],
      ['RESCUE', 'APPROVED', 'USD', expect.stringMatching(/^\d+\.\d{2}$/)],
      ['SUBSCRIPTION', 'APPROVED', 'USD', '1500.00'],
      ['SUBSCRIPTION', 'APPROVED', 'PEN', '250000.00'],
    ]);
    expect(page.items[1]).toMatchObject({
      typeLabel: 'Rescate',
      statusLabel: 'Aprobado',
      quotas: '-2.50000000',
    });
  });

  it('filters by fund, currency, type, state and dates, and pages', async () => {
    const bono = await productId(t, 'bono-select-midcap-soles');
    expect((await list(`?productId=${bono}`)).items.map((m) => m.type)).toEqual(['RESCUE', 'SUBSCRIPTION']);
    expect((await list('?currency=USD')).total).toBe(2);
    expect((await list('?type=RESCUE&status=APPROVED')).items).toHaveLength(1);
    expect((await list('?from=2000-01-01&to=2000-12-31')).total).toBe(0);
    const second = await list('?pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((m) => m.amount)).toEqual(['250000.00']);
  });

  it('shows nothing of anyone else, even when asked for their fund', async () => {
    const soles = await productId(t, 'factoring-soles');
    expect((await list(`?productId=${soles}`)).total).toBe(0);
    const theirs = (await other.get('/api/portfolio/movements/list')).json().data;
    expect(theirs.items.every((m: Row) => m.productName !== 'Bono Select MidCap')).toBe(true);
  });

  it('refuses bad filters in Spanish and a guest with 401', async () => {
    for (const [query, message] of [
      ['?from=2026-02-01&to=2026-01-01', 'La fecha desde no puede ser posterior a la fecha hasta.'],
      ['?pageSize=101', 'Muestra hasta 100 movimientos por página.'],
      ['?type=LOAN', 'Elige un tipo de movimiento válido.'],
      ['?from=01/02/2026', 'Ingresa la fecha desde como AAAA-MM-DD.'],
    ]) {
      const res = await api.get(`/api/portfolio/movements/list${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/portfolio/movements/list' })).statusCode).toBe(
      401,
    );
  });
});

describe('resources and listForMovements', () => {
  it('offers the caller’s funds, and every type and state by name', async () => {
    const resources = (await api.get('/api/portfolio/movements/resources')).json().data;
    expect(
      resources.products.map(
        (p: { name: string; currency: { code: string } }) => `${p.name} ${p.currency.code}`,
      ),
    ).toEqual(['Factoring USD', 'Bono Select MidCap PEN']);
    expect(resources.types).toContainEqual({ key: 'RESCUE', label: 'Rescate' });
    expect(resources.statuses).toContainEqual({ key: 'PENDING', label: 'Pendiente' });
    expect(resources.currencies.map((c: { code: string }) => c.code)).toEqual(['PEN', 'USD']);
    expect((await api.get('/api/portfolio/investments/listForMovements')).json().data).toEqual(
      resources.products,
    );
  });
});

describe('GET /api/portfolio/movements/listXlsx', () => {
  it('writes the filtered movements as a real workbook with totals per currency', async () => {
    const res = await api.get('/api/portfolio/movements/listXlsx?currency=USD');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="movimientos-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Movimientos')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Movimientos']);
    expect(String(values(2)[0])).toBe('María Rojas Flores · DNI 40000003');
    expect(values(4)).toEqual(['Moneda: USD']);
    expect(values(5)).toEqual([
      'Fecha',
      'Fondo',
      'Moneda',
      'Operación',
      'Estado',
      'Cuotas',
      'Valor cuota',
      'Monto',
    ]);
    const [rescue, subscription] = [values(6), values(7)];
    expect(rescue.slice(1, 5)).toEqual(['Factoring', 'USD', 'Rescate', 'Aprobado']);
    expect(rescue[5]).toBe(-2.5);
    expect(subscription.slice(1, 5)).toEqual(['Factoring', 'USD', 'Suscripción', 'Aprobado']);
    expect(subscription[7]).toBe(1500);
    expect(subscription[0]).toBeInstanceOf(Date);
    const total = values(9);
    expect(total[0]).toBe('Total neto aprobado en USD (suscripciones − rescates)');
    expect(total[7]).toBeCloseTo(1500 - (rescue[7] as number), 2);
    // What a reader sees besides the values: dates and figures formatted, bold headings, the head frozen.
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(5).font?.bold).toBe(true);
    expect(sheet.getRow(9).font?.bold).toBe(true);
    expect(sheet.getRow(7).getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(7).getCell(6).numFmt).toBe('#,##0.00000000');
    expect(sheet.getRow(7).getCell(8).numFmt).toBe('#,##0.00');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
  });
});
