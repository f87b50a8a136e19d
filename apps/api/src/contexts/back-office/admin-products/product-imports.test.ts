import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, excelImports, productCharts, products } from '../../../db/schema.ts';
import { demoTokens } from '../../../test/accounts.ts';
import { importCalls, xlsxOf } from '../../../test/excel-upload.ts';
import { productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let bono = '';
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['operations', 'interesado', 'participe']));
  bono = await productId(t, 'bono-select-midcap-soles');
});
afterAll(async () => t?.close());

const base = '/api/admin/products/imports';
const xlsx = xlsxOf;
const { send, get } = importCalls(() => t, 'plantilla.xlsx');

const productHeaders = [
  'Fondo',
  'Nombre',
  'Descripción',
  'Inversión mínima',
  'Privado',
  'Institucional',
  'Plazos',
  'Frecuencias de pago',
];
const chartHeaders = ['Fondo', 'Gráfico', 'Tipo', 'Etiqueta', 'Valor'];

describe('the product Excel template', () => {
  it('downloads with the funds list, for product.read; investors are refused', async () => {
    const res = await get(tokens.operations, `${base}/products/template`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Productos', 'Instrucciones', 'Listas']);
    const header = (workbook.getWorksheet('Productos')!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Fondo *', ...productHeaders.slice(1)]);
    expect(workbook.getWorksheet('Listas')!.getColumn(1).values as unknown[]).toContain(
      'BSMCN · Bono Select MidCap (PEN)',
    );
    expect((await get(tokens.participe, `${base}/products/template`)).statusCode).toBe(403);
    expect((await get(undefined, `${base}/charts/template`)).statusCode).toBe(401);
  });

  it('reports every bad row and writes nothing; the fixed file applies once, then is refused', async () => {
    const [before] = await t.db.select().from(products).where(eq(products.id, bono));
    const bad = await xlsx('Productos', productHeaders, [
      ['NOPE', 'X', null, null, null, null, null, null],
      ['BSMCN', null, null, '1,000.00', 'Quizá', null, '6 semanas', 'Diario'],
      ['BSMCN', null, null, null, null, null, null, null],
    ]);
    const check = await send(tokens.operations, `${base}/products/check`, bad);
    expect(check.statusCode).toBe(200);
    const where = check
      .json()
      .data.issues.map(
        (i: { row: number; column: string; reason: string }) => `${i.row}${i.column}: ${i.reason}`,
      );
    expect(where).toEqual([
      '2A: No existe un fondo con ese código.',
      '3D: Usa punto para los decimales y no separes los miles (por ejemplo 1500.50).',
      '3E: Elige uno de: «Sí», «No».',
      '3G: «6 semanas» no es un plazo: escribe por ejemplo «6 meses» o «180 días».',
      '3H: «Diario» no es una frecuencia de pago. Usa: Mensual, Trimestral, Semestral, Anual, Al vencimiento.',
      '4A: La fila no cambia nada: llena al menos un dato.',
      '4A: Fila repetida: igual a la fila 3 en «Fondo». Déjala una sola vez.',
    ]);
    expect((await send(tokens.operations, `${base}/products/apply`, bad)).statusCode).toBe(400);
    const [unchanged] = await t.db.select().from(products).where(eq(products.id, bono));
    expect(unchanged).toEqual(before);

    const good = await xlsx('Productos', productHeaders, [
      ['BSMCN · Bono Select MidCap (PEN)', null, null, 200000, 'No', 'Sí', '180 días, 12 meses', 'Mensual'],
    ]);
    expect((await send(tokens.participe, `${base}/products/apply`, good)).statusCode).toBe(403);
    const applied = await send(tokens.operations, `${base}/products/apply`, good);
    expect(applied.statusCode, applied.body).toBe(201);
    const [after] = await t.db.select().from(products).where(eq(products.id, bono));
    expect(after).toMatchObject({ minInvestment: '200000.00', isInstitutional: true, name: before!.name });
    const detail = await get(tokens.interesado, `/api/products/${bono}/detail/bono`);
    expect(detail.json().data.terms.map((x: { label: string }) => x.label)).toEqual(['180 días', '12 meses']);
    expect(detail.json().data.paymentFrequencies).toEqual(['Mensual']);
    // The catalogue (cached) shows the new minimum at once.
    const list = await get(tokens.interesado, '/api/products/list');
    expect(list.json().data.find((p: { id: string }) => p.id === bono).minInvestment).toBe('200000.00');

    const again = await send(tokens.operations, `${base}/products/apply`, good);
    expect(again.statusCode).toBe(409);
    const rows = await t.db.select().from(excelImports).where(eq(excelImports.template, 'products'));
    expect(rows).toHaveLength(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'product.import'));
    expect(audit).toHaveLength(1);
  });
});

describe('the graphic Excel template', () => {
  it('checks every point, then adds a chart and replaces one in place', async () => {
    // Row 2's value cannot be read, so row 3 is that chart's only point; a row with unreadable
    // cells (5) is still looked up with the cells that did parse: its unknown fund shows too.
    const bad = await xlsx('Gráficos', chartHeaders, [
      ['BSMCN', 'Rentabilidad', 'Líneas', 'Ene', '1,2'],
      ['BSMCN', 'Rentabilidad', 'Barras', 'Feb', 1.3],
      ['BSMCN', 'Solo', 'Barras', 'Ene', 1],
      ['NOPE', 'X', 'Pastel', null, 'x'],
      ['BSMCN', 'Mixto', 'Líneas', 'A', 1],
      ['BSMCN', 'Mixto', 'Líneas', 'B', 2],
      ['BSMCN', 'Mixto', 'Barras', 'C', 3],
    ]);
    const check = await send(tokens.operations, `${base}/charts/check`, bad);
    expect(check.statusCode).toBe(200);
    expect(
      check.json().data.issues.map((i: { row: number; column: string }) => `${i.row}${i.column}`),
    ).toEqual(['2E', '3B', '4B', '5A', '5C', '5D', '5E', '8C']);
    expect(check.json().data.issues.at(-1).reason).toBe('El gráfico «Mixto» es de líneas desde la fila 6.');
    expect(await t.db.select().from(productCharts).where(eq(productCharts.productId, bono))).toHaveLength(0);

    const first = await xlsx('Gráficos', chartHeaders, [
      ['BSMCN', 'Rentabilidad mensual', 'Líneas', 'Ene', 0.79],
      ['BSMCN', 'Rentabilidad mensual', 'Líneas', 'Feb', '-0.12'],
      ['BSMCN', 'Cartera por sector', 'Barras', 'Comercio', 35],
      ['BSMCN', 'Cartera por sector', 'Barras', 'Industria', 65],
    ]);
    expect((await send(tokens.operations, `${base}/charts/apply`, first)).statusCode).toBe(201);
    const charts = await get(tokens.interesado, `/api/products/${bono}/charts`);
    expect(charts.json().data).toMatchObject([
      {
        position: 1,
        title: 'Rentabilidad mensual',
        kind: 'LINE',
        points: [
          { label: 'Ene', value: '0.79' },
          { label: 'Feb', value: '-0.12' },
        ],
      },
      { position: 2, title: 'Cartera por sector', kind: 'BAR' },
    ]);

    const second = await xlsx('Gráficos', chartHeaders, [
      ['BSMCN', 'rentabilidad mensual', 'Barras', 'Mar', 0.5],
      ['BSMCN', 'rentabilidad mensual', 'Barras', 'Abr', 0.6],
    ]);
    const applied = await send(tokens.operations, `${base}/charts/apply`, second);
    expect(applied.statusCode, applied.body).toBe(201);
    const after = await t.db
      .select()
      .from(productCharts)
      .where(and(eq(productCharts.productId, bono), eq(productCharts.position, 1)));
    expect(after[0]).toMatchObject({
      title: 'Rentabilidad mensual',
      kind: 'BAR',
      points: [
        { label: 'Mar', value: '0.5' },
        { label: 'Abr', value: '0.6' },
      ],
    });
    expect(await t.db.select().from(productCharts).where(eq(productCharts.productId, bono))).toHaveLength(2);
    expect((await send(tokens.operations, `${base}/charts/apply`, second)).statusCode).toBe(409);
  });
});
