import { randomUUID } from 'node:crypto';
import { addDays, limaDate } from '@invierte/domain';
import Decimal from 'decimal.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  excelImports,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  movements,
  quotaValues,
  users,
} from '../../../db/schema.ts';
import { seedAdminProfileIds } from '../../../db/seed-data/admin-profiles.ts';
import { demoTokens, nextIp, verifiedUser } from '../../../test/accounts.ts';
import { multipart } from '../../../test/images.ts';
import { productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { reconcileLedger } from '../../ledger/ledger/reconcile-ledger.ts';
import { subscribeUnits } from '../../ledger/ledger/subscribe-units.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let participeId = '';
let nuevoId = '';
let factoringPen = '';
let factoringUsd = '';
let day = '';
const base = '/api/admin/portfolio';

async function makeAdmin(email: string, document: string, profileId: string) {
  const token = (await verifiedUser(t, email, document)).accessToken;
  const [row] = await t.db
    .update(users)
    .set({ profile: 'ADMIN', adminProfileId: profileId })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  await t.app.appContext.sessions.forgetUser(row!.id, t.db);
  return token;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'operations', 'interesado']));
  tokens.support = await makeAdmin('soporte-portafolio@invierte.pe', '47000191', seedAdminProfileIds.support);
  tokens.auditor = await makeAdmin('auditor-portafolio@invierte.pe', '47000192', seedAdminProfileIds.auditor);
  const idOf = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  participeId = await idOf('participe@invierte.pe');
  nuevoId = await idOf('nuevo@invierte.pe');
  factoringPen = await productId(t, 'factoring-soles');
  factoringUsd = await productId(t, 'factoring-dolares');
  day = addDays(limaDate(new Date()), -1);
});
afterAll(async () => t?.close());

type Cell = string | number | Date | null;
async function xlsx(sheetName: string, headers: string[], rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const investmentHeaders = ['Inversionista (documento o correo) *', 'Fondo *', 'Fecha *', 'Monto *'];
const movementHeaders = ['Inversionista (documento o correo)', 'Fondo', 'Fecha', 'Operación', 'Cuotas'];

function send(
  token: string | undefined,
  url: string,
  bytes: Buffer,
  filename = 'inversiones.xlsx',
  type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
) {
  const body = multipart({}, [{ name: 'file', filename, type, bytes }]);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextIp(),
  });
}

const get = (token: string | undefined, url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
  });

/** Everything an import could touch: journal, movements, balances and the import table. */
async function ledgerState() {
  const count = async (
    table: typeof ledgerEntries | typeof ledgerTransactions | typeof movements | typeof excelImports,
  ) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  const balances = await t.db
    .select({ id: ledgerAccounts.id, posted: ledgerAccounts.posted, reserved: ledgerAccounts.reserved })
    .from(ledgerAccounts)
    .orderBy(ledgerAccounts.id);
  const profiles = await t.db.select({ id: users.id, profile: users.profile }).from(users).orderBy(users.id);
  return {
    entries: await count(ledgerEntries),
    transactions: await count(ledgerTransactions),
    movements: await count(movements),
    imports: await count(excelImports),
    balances,
    profiles,
  };
}

async function positionOf(userId: string, product: string) {
  const [row] = await t.db
    .select({ posted: ledgerAccounts.posted, reserved: ledgerAccounts.reserved })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.productId, product),
        eq(ledgerAccounts.kind, 'POSITION'),
      ),
    );
  return row ? new Decimal(row.posted) : new Decimal(0);
}

async function quotaValueOn(product: string, date: string) {
  const [row] = await t.db
    .select({ value: quotaValues.value })
    .from(quotaValues)
    .where(and(eq(quotaValues.productId, product), eq(quotaValues.valueDate, date)));
  return row!.value;
}

describe('admin portfolio imports', () => {
  it('gives a template that reads back with its headers, instructions and the funds list', async () => {
    const res = await get(tokens.operations, `${base}/imports/investments/template`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Inversiones', 'Instrucciones', 'Listas']);
    const header = workbook.getWorksheet('Inversiones')!.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(investmentHeaders);
    const lists = workbook.getWorksheet('Listas')!.getColumn(1).values as unknown[];
    expect(lists).toContain('FIAMN · Factoring (PEN)');
    const help = workbook.getWorksheet('Instrucciones')!;
    const text = help.getSheetValues().flat().join(' ');
    expect(text).toContain('Las columnas con * son obligatorias');

    const movementsTemplate = await get(tokens.auditor, `${base}/imports/movements/template`);
    expect(movementsTemplate.statusCode).toBe(200);
  });

  it('reports every bad row with its row, column and reason, and writes nothing', async () => {
    const before = await ledgerState();
    const file = await xlsx('Inversiones', investmentHeaders, [
      ['99999999', 'FIAMN', day, 1000],
      ['40000003', 'NOPE', day, 1000],
      ['40000003', 'FIAMN', '2001-01-01', 1000],
      ['participe@invierte.pe', 'FIAMN · Factoring (PEN)', day, '1,500.00'],
      ['admin@invierte.pe', 'FIAMN', day, 1000],
      ['40000003', 'FIAMN', day, 1000],
      ['40000003', 'FIAMN', day, null],
      ['40000003', 'FIAMN', '31/02/2026', 0],
    ]);
    const res = await send(tokens.operations, `${base}/imports/investments/check`, file);
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report.applied).toBe(false);
    expect(report.rows).toBe(8);
    expect(report.badRows).toBe(7);
    const where = report.issues.map(
      (i: { row: number; column: string; header: string }) => `${i.row}${i.column}:${i.header}`,
    );
    expect(where).toEqual([
      '2A:Inversionista (documento o correo)',
      '3B:Fondo',
      '4C:Fecha',
      '5D:Monto',
      '6A:Inversionista (documento o correo)',
      '8D:Monto',
      '9C:Fecha',
      '9D:Monto',
    ]);
    const reasons = report.issues.map((i: { reason: string }) => i.reason);
    expect(reasons[0]).toBe('No encontramos un inversionista con ese número de documento o correo.');
    expect(reasons[2]).toContain('no tiene valor cuota publicado el 01/01/2001');
    expect(reasons[3]).toBe('Usa punto para los decimales y no separes los miles (por ejemplo 1500.50).');
    expect(reasons[4]).toBe('Es una cuenta de administrador, no de inversionista.');
    expect(reasons[5]).toBe('Falta este dato.');
    expect(reasons[6]).toBe('Esa fecha no existe en el calendario.');
    expect(reasons[7]).toBe('Debe ser mayor que cero.');

    const apply = await send(tokens.operations, `${base}/imports/investments/apply`, file);
    expect(apply.statusCode).toBe(400);
    expect(apply.json().message).toContain('7 filas con errores; no se aplicó nada');
    expect(apply.json().errors).toHaveLength(8);
    expect(apply.json().errors[0]).toEqual({
      field: 'Fila 2, columna A (Inversionista (documento o correo))',
      message: 'No encontramos un inversionista con ese número de documento o correo.',
    });
    expect(await ledgerState()).toEqual(before);
  });

  it('refuses a rescue that would take a position negative, counting the rows above it', async () => {
    const before = await ledgerState();
    const held = await positionOf(participeId, factoringUsd);
    const file = await xlsx('Movimientos', movementHeaders, [
      ['40000003', 'FIAME', day, 'Rescate', held.minus(1).toFixed(8)],
      ['40000003', 'FIAME', day, 'rescate', 2],
      ['40000003', 'FIAME', day, 'Compra', 1],
    ]);
    const res = await send(tokens.operations, `${base}/imports/movements/check`, file, 'movimientos.xlsx');
    const issues = res.json().data.issues;
    expect(issues).toEqual([
      {
        row: 3,
        column: 'E',
        header: 'Cuotas',
        reason: `Dejaría la posición en negativo: al llegar a esta fila tiene 1.00000000 cuotas disponibles en Factoring.`,
      },
      { row: 4, column: 'D', header: 'Operación', reason: 'Elige uno de: «Suscripción», «Rescate».' },
    ]);
    expect((await send(tokens.operations, `${base}/imports/movements/apply`, file)).statusCode).toBe(400);
    expect(await ledgerState()).toEqual(before);
  });

  it('applies a clean file once: ledger postings, movements, profile, audit; the same file again is 409', async () => {
    const valuePen = await quotaValueOn(factoringPen, day);
    const heldBefore = await positionOf(participeId, factoringPen);
    const before = await ledgerState();
    const file = await xlsx('Inversiones', investmentHeaders, [
      ['40000003', 'FIAMN · Factoring (PEN)', new Date(`${day}T00:00:00Z`), 1000],
      ['nuevo@invierte.pe', 'fiamn', day.split('-').reverse().join('/'), '2500.50'],
    ]);
    const check = await send(tokens.operations, `${base}/imports/investments/check`, file);
    expect(check.statusCode).toBe(200);
    expect(check.json().data.issues).toEqual([]);
    expect(check.json().data.summary).toContainEqual({
      label: 'Suscripciones',
      value: '2 (S/\u00a03,500.50)',
    });
    expect(await ledgerState()).toEqual(before);

    const res = await send(tokens.operations, `${base}/imports/investments/apply`, file);
    expect(res.statusCode).toBe(201);
    const report = res.json().data;
    expect(report.applied).toBe(true);

    const quotas = new Decimal(1000).div(valuePen).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    expect((await positionOf(participeId, factoringPen)).toFixed(8)).toBe(heldBefore.plus(quotas).toFixed(8));
    expect((await positionOf(nuevoId, factoringPen)).toFixed(8)).toBe(
      new Decimal('2500.50').div(valuePen).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(8),
    );
    const after = await ledgerState();
    expect(after.transactions).toBe(before.transactions + 2);
    expect(after.entries).toBe(before.entries + 8);
    expect(after.movements).toBe(before.movements + 2);
    expect((await reconcileLedger(t.db)).ok).toBe(true);
    const [nuevo] = await t.db.select({ profile: users.profile }).from(users).where(eq(users.id, nuevoId));
    expect(nuevo!.profile).toBe('PARTICIPE');

    const [audit] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit!.action).toBe('portfolio.import.investments');
    expect(audit!.entityId).toBe(report.importId);
    expect(audit!.after).toMatchObject({ sha256: report.sha256, rows: 2 });

    const again = await send(tokens.operations, `${base}/imports/investments/apply`, file, 'copia.xlsx');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^Este archivo ya se aplicó el .+ por Jorge Salas \(operaciones@invierte\.pe\), con 2 filas/,
    );
    expect((await send(tokens.operations, `${base}/imports/investments/check`, file)).statusCode).toBe(409);
    // The same rows saved again as another workbook — columns moved, rows swapped, a blank row
    // between them — ask for the same operations: still the duplicate.
    const resaved = await xlsx(
      'Inversiones',
      [investmentHeaders[3]!, investmentHeaders[0]!, investmentHeaders[1]!, investmentHeaders[2]!],
      [
        ['2500.50', 'nuevo@invierte.pe', 'fiamn', day.split('-').reverse().join('/')],
        [null, null, null, null],
        [1000, '40000003', 'FIAMN · Factoring (PEN)', new Date(`${day}T00:00:00Z`)],
      ],
    );
    expect(resaved.equals(file)).toBe(false);
    const resent = await send(tokens.operations, `${base}/imports/investments/apply`, resaved, 'otra.xlsx');
    expect(resent.statusCode).toBe(409);
    expect(resent.json().message).toMatch(/^Este archivo ya se aplicó el /);
    expect(await ledgerState()).toEqual(after);

    const history = await get(tokens.auditor, `${base}/imports/investments`);
    expect(history.json().data[0]).toMatchObject({ id: report.importId, rowCount: 2, sha256: report.sha256 });
  });

  it('posts a settled rescue from the movements file and shows it in the investor movements and their xlsx', async () => {
    const held = await positionOf(participeId, factoringUsd);
    const file = await xlsx('Movimientos', movementHeaders, [
      ['participe@invierte.pe', 'FIAME', day, 'Rescate', '1.25'],
    ]);
    const res = await send(tokens.admin, `${base}/imports/movements/apply`, file, 'movimientos.xlsx');
    expect(res.statusCode).toBe(201);
    expect((await positionOf(participeId, factoringUsd)).toFixed(8)).toBe(held.minus('1.25').toFixed(8));
    expect((await reconcileLedger(t.db)).ok).toBe(true);

    const list = await get(
      tokens.support,
      `${base}/${participeId}/movements?type=RESCUE&productId=${factoringUsd}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items[0]).toMatchObject({ date: day, quotas: '-1.25000000', type: 'RESCUE' });

    const xl = await get(tokens.auditor, `${base}/${participeId}/movements/xlsx?type=RESCUE`);
    expect(xl.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xl.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Movimientos')!;
    expect(String(sheet.getCell('A2').value)).toContain('María Rojas Flores');
    const rows = sheet.getSheetValues().filter((r) => Array.isArray(r) && r.includes(-1.25));
    expect(rows).toHaveLength(1);
  });

  it('refuses a file that is not a real xlsx, and an empty one, in Spanish', async () => {
    const fake = await send(
      tokens.operations,
      `${base}/imports/investments/check`,
      Buffer.from('a,b,c\n1,2,3'),
      'x.xlsx',
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toContain('no es un Excel .xlsx');
    const zipNotXlsx = Buffer.from('PK\u0003\u0004garbage-garbage-garbage');
    expect(
      (await send(tokens.operations, `${base}/imports/investments/check`, zipNotXlsx)).json().message,
    ).toContain('no es un Excel .xlsx');
    const empty = await send(
      tokens.operations,
      `${base}/imports/investments/check`,
      await xlsx('Inversiones', investmentHeaders, []),
    );
    expect(empty.json().message).toBe('El archivo no tiene filas con datos debajo de los encabezados.');
    const wrongHeaders = await send(
      tokens.operations,
      `${base}/imports/investments/check`,
      await xlsx('Inversiones', ['Cliente', 'Fondo', 'Fecha', 'Monto'], [['40000003', 'FIAMN', day, 10]]),
    );
    expect(
      wrongHeaders.json().data.issues.map((i: { row: number; column: string }) => `${i.row}${i.column}`),
    ).toEqual(['1A', '1—']);
  });

  it('checks a full 1,000-row file in one answer and refuses one row more', async () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ['40000003', 'FIAMN', day, `${100 + (i % 50)}.25`]);
    const full = await xlsx('Inversiones', investmentHeaders, rows(1000));
    const started = performance.now();
    const res = await send(tokens.operations, `${base}/imports/investments/check`, full);
    const ms = Math.round(performance.now() - started);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ rows: 1000, badRows: 0 });
    console.info(`check of 1,000 rows (${Math.round(full.length / 1024)} KB): ${ms} ms`);
    const over = await send(
      tokens.operations,
      `${base}/imports/investments/check`,
      await xlsx('Inversiones', investmentHeaders, rows(1001)),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'El archivo tiene más de 1,000 filas con datos. Divídelo en varios archivos.',
    );
  });

  it('applies one of two concurrent uploads of the same file; the other is the duplicate 409', async () => {
    const before = await positionOf(participeId, factoringPen);
    const file = await xlsx('Inversiones', investmentHeaders, [['40000003', 'FIAMN', day, '321.00']]);
    const answers = await Promise.all([
      send(tokens.operations, `${base}/imports/investments/apply`, file),
      send(tokens.admin, `${base}/imports/investments/apply`, file),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const quotas = new Decimal('321.00')
      .div(await quotaValueOn(factoringPen, day))
      .toDecimalPlaces(8, Decimal.ROUND_DOWN);
    expect((await positionOf(participeId, factoringPen)).toFixed(8)).toBe(before.plus(quotas).toFixed(8));
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    const file = await xlsx('Inversiones', investmentHeaders, [['40000003', 'FIAMN', day, 10]]);
    expect((await send(undefined, `${base}/imports/investments/check`, file)).statusCode).toBe(401);
    expect((await send(tokens.interesado, `${base}/imports/investments/apply`, file)).statusCode).toBe(403);
    expect((await send(tokens.support, `${base}/imports/investments/apply`, file)).statusCode).toBe(403);
    expect((await send(tokens.auditor, `${base}/imports/movements/check`, file)).statusCode).toBe(403);
    expect((await get(undefined, `${base}/${participeId}/investments`)).statusCode).toBe(401);
    expect((await get(tokens.interesado, `${base}/${participeId}/investments`)).statusCode).toBe(403);
  });
});

describe('admin portfolio reads', () => {
  it('lists the investor holdings and sums them in soles at the latest buying rate', async () => {
    // Her Factoring (PEN) holding, which the clean import above gives her when it runs first: given
    // here too, so that this test reads the same funds in whatever order the file runs.
    await t.db.transaction((tx) =>
      subscribeUnits(tx, {
        reference: `admin-portfolio-read:${randomUUID()}`,
        parties: { userId: participeId, productId: factoringPen, currency: 'PEN' },
        units: '10',
        amount: '1000',
        actorUserId: null,
        at: new Date(),
      }),
    );
    const res = await get(tokens.support, `${base}/${participeId}/investments`);
    expect(res.statusCode).toBe(200);
    const { investor, funds } = res.json().data;
    expect(investor).toMatchObject({ email: 'participe@invierte.pe', documentNumber: '40000003' });
    expect(funds.map((f: { productCode: string }) => f.productCode).sort()).toEqual([
      'BSMCN',
      'FIAME',
      'FIAMN',
    ]);

    const resume = (await get(tokens.auditor, `${base}/${participeId}/resume`)).json().data;
    const pen = funds
      .filter((f: { currency: { code: string } }) => f.currency.code === 'PEN')
      .reduce((s: Decimal, f: { value: string }) => s.plus(f.value), new Decimal(0));
    const usd = funds
      .filter((f: { currency: { code: string } }) => f.currency.code === 'USD')
      .reduce((s: Decimal, f: { value: string }) => s.plus(f.value), new Decimal(0));
    expect(resume.exchangeRate.date).toBe(limaDate(new Date()));
    const usdInPen = usd.mul(resume.exchangeRate.buy).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(resume.byCurrency).toEqual([
      { currency: { code: 'PEN', symbol: 'S/' }, funds: 2, total: pen.toFixed(2), totalPen: pen.toFixed(2) },
      {
        currency: { code: 'USD', symbol: '$' },
        funds: 1,
        total: usd.toFixed(2),
        totalPen: usdInPen.toFixed(2),
      },
    ]);
    expect(resume.total).toBe(pen.plus(usdInPen).toFixed(2));
  });

  it('answers 404 for an unknown investor or an administrator, 400 for a bad id', async () => {
    expect(
      (await get(tokens.admin, `${base}/00000000-0000-4000-8000-000000000000/investments`)).statusCode,
    ).toBe(404);
    const [admin] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@invierte.pe'));
    expect((await get(tokens.admin, `${base}/${admin!.id}/resume`)).json().message).toBe(
      'No encontramos a ese inversionista.',
    );
    expect((await get(tokens.admin, `${base}/abc/movements`)).statusCode).toBe(400);
  });
});
