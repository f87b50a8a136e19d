import { addDays, limaDate } from '@invierte/domain';
import Decimal from 'decimal.js';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, excelImports, products, quotaValues, users } from '../../../db/schema.ts';
import { seedAdminProfileIds } from '../../../db/seed-data/admin-profiles.ts';
import { demoTokens, verifiedUser } from '../../../test/accounts.ts';
import { importCalls, xlsxOf, type SheetCell } from '../../../test/excel-upload.ts';
import { client, createOnboarding, newInvestor, productId, validParts } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The quota-values Excel import (docs/back-office.md, "Quota values by Excel"): each row runs the
 * by-hand publish use case, all in one transaction, after a check that lists every bad row.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let today = '';
let yesterday = '';
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['operations', 'participe']));
  // An administrator whose profile (support) does not publish quota values.
  tokens.support = (await verifiedUser(t, 'soporte.prueba@invierte.pe', '47000002')).accessToken;
  const [support] = await t.db
    .update(users)
    .set({ profile: 'ADMIN', adminProfileId: seedAdminProfileIds.support })
    .where(eq(users.email, 'soporte.prueba@invierte.pe'))
    .returning({ id: users.id });
  await t.app.appContext.sessions.forgetUser(support!.id, t.db);
  today = limaDate(t.clock.now);
  yesterday = addDays(today, -1);
  for (const [code, slug] of [
    ['BSMCN', 'bono-select-midcap-soles'],
    ['FIAMN', 'factoring-soles'],
    ['FIAME', 'factoring-dolares'],
    ['MUTE', 'mutuo-acreencias-dolares'],
  ] as const)
    ids[code] = await productId(t, slug);
  // Today's value of BSMCN is not published yet (the seed publishes every day up to today).
  await t.db
    .delete(quotaValues)
    .where(and(eq(quotaValues.productId, ids.BSMCN!), eq(quotaValues.valueDate, today)));
  // A fund operations deleted: it no longer takes values.
  await t.db.update(products).set({ deletedAt: t.clock.now }).where(eq(products.id, ids.MUTE!));
  await t.app.appContext.cache.invalidate('catalogue');
});
afterAll(async () => t?.close());

const base = '/api/admin/quota-values/imports';
const headers = ['Fondo', 'Fecha', 'Valor cuota'];
const xlsx = (rows: SheetCell[][]) => xlsxOf('Valores cuota', headers, rows);
const { send, get } = importCalls(() => t, 'valores-cuota.xlsx');
const valueOf = async (id: string, day: string) =>
  (
    await t.db
      .select({ value: quotaValues.value })
      .from(quotaValues)
      .where(and(eq(quotaValues.productId, id), eq(quotaValues.valueDate, day)))
  )[0]?.value;
const quotaValueRows = async () => (await t.db.select({ n: count() }).from(quotaValues))[0]!.n;
const dmy = (iso: string) => iso.split('-').reverse().join('/');

describe('the quota-values Excel template', () => {
  it('downloads with the funds to choose, for operations; others are refused', async () => {
    const res = await get(tokens.operations, `${base}/template`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('plantilla-valores-cuota.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Valores cuota', 'Instrucciones', 'Listas']);
    const header = (workbook.getWorksheet('Valores cuota')!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Fondo *', 'Fecha *', 'Valor cuota *']);
    const funds = workbook.getWorksheet('Listas')!.getColumn(1).values as unknown[];
    expect(funds).toContain('FIAME · Factoring (USD)');
    expect(funds).toContain('FIAMN-LA-CALERA · Factoring La Calera (PEN)');
    expect(funds.some((f) => String(f).startsWith('MUTE '))).toBe(false);
    expect((await get(tokens.participe, `${base}/template`)).statusCode).toBe(403);
    expect((await get(undefined, `${base}/template`)).statusCode).toBe(401);
  });

  it('reports every bad row with its column and reason and writes nothing', async () => {
    const published = await valueOf(ids.FIAME!, yesterday);
    const before = await quotaValueRows();
    const bad = await xlsx([
      ['NOPE', today, 1.5],
      ['MUTE', today, 1.5],
      ['FIAMN', '31/02/2026', 1.5],
      ['FIAMN', dmy(addDays(today, 1)), 1.5],
      ['FIAMN', yesterday, 0],
      ['FIAMN', yesterday, '1,5'],
      ['FIAMN', yesterday, 1.123456789],
      ['FIAMN', yesterday, '-3'],
      ['FIAME', yesterday, 'abc'],
      ['BSMCN', today, 101.5],
      ['bsmcn', dmy(today), 101.6],
      ['FIAME · Factoring (USD)', yesterday, Number(published)],
      [null, today, 1],
      ['FIAMN', today, '1234567890123'],
    ]);
    const check = await send(tokens.operations, `${base}/check`, bad);
    expect(check.statusCode, check.body).toBe(200);
    const report = check.json().data;
    const where = report.issues.map(
      (i: { row: number; column: string; header: string; reason: string }) =>
        `${i.row}${i.column} ${i.header}: ${i.reason}`,
    );
    expect(where).toEqual([
      '2A Fondo: No existe un fondo con ese código.',
      '3A Fondo: Ese fondo fue eliminado: ya no recibe valores cuota.',
      '4B Fecha: Esa fecha no existe en el calendario.',
      '5B Fecha: La fecha del valor cuota no puede ser posterior a hoy.',
      '6C Valor cuota: Debe ser mayor que cero.',
      // A fund and day twice is refused even when the value cannot be read: fixing the value
      // would still leave two values for one day.
      '7B Fecha: Fila repetida: igual a la fila 6 en «Fondo» y «Fecha». Déjala una sola vez.',
      '7C Valor cuota: Usa punto para los decimales y no separes los miles (por ejemplo 1500.50).',
      '8B Fecha: Fila repetida: igual a la fila 6 en «Fondo» y «Fecha». Déjala una sola vez.',
      '8C Valor cuota: Usa como máximo 8 decimales.',
      '9B Fecha: Fila repetida: igual a la fila 6 en «Fondo» y «Fecha». Déjala una sola vez.',
      '9C Valor cuota: Debe ser mayor que cero.',
      '10C Valor cuota: Escribe un número, por ejemplo 1500.50.',
      '12B Fecha: Fila repetida: igual a la fila 11 en «Fondo» y «Fecha». Déjala una sola vez.',
      '13B Fecha: Fila repetida: igual a la fila 10 en «Fondo» y «Fecha». Déjala una sola vez.',
      `13C Valor cuota: El ${dmy(yesterday)} ya tiene publicado este mismo valor: la fila no cambia nada.`,
      '14A Fondo: Falta este dato.',
      '15C Valor cuota: Debe ser como máximo 999999999999.99999999.',
    ]);
    expect(report.badRows).toBe(13);
    expect(report.rows).toBe(14);

    const apply = await send(tokens.operations, `${base}/apply`, bad);
    expect(apply.statusCode).toBe(400);
    expect(apply.json().errors).toHaveLength(17);
    expect(await quotaValueRows()).toBe(before);
    expect(await valueOf(ids.BSMCN!, today)).toBeUndefined();
    expect(await t.db.select().from(excelImports).where(eq(excelImports.template, 'quota-values'))).toEqual(
      [],
    );
  });

  it('applies the fixed file once, as by hand: catalogue at once, onboardings paused, audited; then refuses it', async () => {
    // An onboarding priced at today's FIAMN value: today's new value pauses it, as by hand.
    const { token, dni } = await newInvestor(t);
    const onboarding = await createOnboarding(t, token);
    const priced = await client(t, token).post(
      `/api/onboarding/${onboarding}/investment`,
      validParts(dni).investment,
    );
    expect(priced.statusCode, priced.body).toBe(200);
    const free = async () =>
      (await get(undefined, '/api/products/free')).json().data as Array<{
        code: string;
        quotaValue: string;
        quotaValueDate: string;
      }>;
    expect((await free()).find((p) => p.code === 'BSMCN')?.quotaValueDate).toBe(yesterday); // cached now

    const good = await xlsx([
      ['FIAMN · Factoring (PEN)', new Date(`${today}T00:00:00Z`), 131.5],
      ['BSMCN', dmy(today), '101.23456789'],
      ['FIAMN', yesterday, '130.25'],
    ]);
    const check = await send(tokens.operations, `${base}/check`, good);
    expect(check.json().data.issues).toEqual([]);
    expect(check.json().data.summary).toEqual([
      { label: 'Valores a publicar', value: '1' },
      { label: 'Días ya publicados que se corrigen', value: '2' },
      { label: 'Fondos', value: 'FIAMN, BSMCN' },
    ]);
    expect((await send(tokens.support, `${base}/apply`, good)).statusCode).toBe(403);
    expect((await send(tokens.support, `${base}/check`, good)).statusCode).toBe(403);

    // BSMCN today and FIAMN yesterday move more than 2 % from the day before: the check names them,
    // and the apply refuses them until the operator confirms each with a reason.
    expect(
      check
        .json()
        .data.flags.map((f: { row: number; kind: string; reason: string }) => [f.row, f.kind, f.reason]),
    ).toEqual([
      [
        3,
        'UNUSUAL_CHANGE',
        expect.stringMatching(/^Cambio inusual: -\d+\.\d{2}\u00a0% respecto al valor del /),
      ],
      [
        4,
        'UNUSUAL_CHANGE',
        expect.stringMatching(/^Cambio inusual: -\d+\.\d{2}\u00a0% respecto al valor del /),
      ],
    ]);
    const unconfirmed = await send(tokens.operations, `${base}/apply`, good, [
      { row: 3, reason: 'Corrección del valor informada por el gestor.' },
    ]);
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toMatch(/^La fila 4 necesita tu confirmación/);
    expect(await valueOf(ids.BSMCN!, today)).toBeUndefined();
    const shortReason = await send(tokens.operations, `${base}/apply`, good, [
      { row: 3, reason: 'ok' },
      { row: 4, reason: 'Corrección del valor informada por el gestor.' },
    ]);
    expect(shortReason.statusCode).toBe(400);
    expect(shortReason.json().message).toBe(
      'Fila 3: Escribe por qué es una operación distinta (al menos 10 caracteres).',
    );
    expect(await valueOf(ids.BSMCN!, today)).toBeUndefined();

    const confirmations = [
      { row: 3, reason: 'El fondo repartió dividendos el día anterior.' },
      { row: 4, reason: 'Corrección del valor informada por el gestor.' },
    ];
    const applied = await send(tokens.operations, `${base}/apply`, good, confirmations);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().data.confirmations).toEqual(confirmations);
    const [stored] = await t.db.select().from(excelImports).where(eq(excelImports.template, 'quota-values'));
    expect(stored!.confirmations).toEqual(
      confirmations.map((c) => ({ ...c, flags: [expect.stringMatching(/^Cambio inusual: /)] })),
    );
    const [fileAudit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.quota-value.import'));
    expect((fileAudit!.after as { confirmations: unknown }).confirmations).toEqual(stored!.confirmations);
    expect(applied.json().data.summary).toEqual([
      { label: 'Valores publicados', value: '1' },
      { label: 'Días corregidos', value: '2' },
      { label: 'Solicitudes pausadas por el cambio de valor cuota', value: '1' },
      { label: 'Fondos', value: 'FIAMN, BSMCN' },
    ]);
    expect(await valueOf(ids.BSMCN!, today)).toBe('101.23456789');
    expect(await valueOf(ids.FIAMN!, today)).toBe('131.50000000');
    expect(await valueOf(ids.FIAMN!, yesterday)).toBe('130.25000000');
    // The public catalogue (cached before) shows the new values at once.
    const catalogue = await free();
    expect(catalogue.find((p) => p.code === 'BSMCN')).toMatchObject({
      quotaValue: '101.23456789',
      quotaValueDate: today,
    });
    expect(catalogue.find((p) => p.code === 'FIAMN')).toMatchObject({
      quotaValue: '131.50000000',
      quotaValueDate: today,
    });
    expect((await client(t, token).get(`/api/onboarding/${onboarding}/info`)).json().data.state).toBe(
      'CANCELED_BY_QUOTA_VALUE_CHANGE',
    );
    // One audit entry per value, as the by-hand call writes it, and one for the file.
    const unused = { pricedApprovals: 0, pricedRescues: 0, voidedPreparations: 0 };
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.quota-value.publish'));
    expect(audits.map((a) => [a.entityId, a.actorUserId !== null, a.after])).toEqual(
      expect.arrayContaining([
        // The seed published FIAMN's days already: corrections that no operation used.
        [ids.FIAMN, true, { valueDate: yesterday, value: '130.25000000', ...unused }],
        [ids.FIAMN, true, { valueDate: today, value: '131.50000000', ...unused }],
        // BSMCN's day is a first publication: nothing replaced, nothing touched.
        [ids.BSMCN, true, { valueDate: today, value: '101.23456789' }],
      ]),
    );
    expect(audits).toHaveLength(3);
    expect(audits.every((a) => a.ip !== null)).toBe(true);
    expect(
      await t.db.select().from(auditLog).where(eq(auditLog.action, 'product.quota-value.import')),
    ).toHaveLength(1);

    const again = await send(tokens.operations, `${base}/apply`, good);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Este archivo ya se aplicó');
    expect((await send(tokens.operations, `${base}/check`, good)).statusCode).toBe(409);
    const history = await get(tokens.operations, base);
    expect(history.json().data).toHaveLength(1);
    expect(history.json().data[0]).toMatchObject({ rowCount: 3, fileName: 'valores-cuota.xlsx' });
  });

  it('names a −90 % and a +900 % change, refuses them unconfirmed and applies them with the reasons', async () => {
    const usd = await valueOf(ids.FIAME!, yesterday);
    const calera = await productId(t, 'factoring-la-calera');
    const caleraYesterday = await valueOf(calera, yesterday);
    const down = new Decimal(usd!).mul('0.1').toFixed(8);
    const up = new Decimal(caleraYesterday!).mul(10).toFixed(8);
    const file = await xlsx([
      ['FIAME', dmy(today), down],
      ['FIAMN-LA-CALERA', dmy(today), up],
    ]);
    const check = await send(tokens.operations, `${base}/check`, file);
    expect(check.statusCode, check.body).toBe(200);
    const report = check.json().data;
    expect(report.issues).toEqual([]);
    expect(report.flags).toEqual([
      {
        row: 2,
        column: 'C',
        header: 'Valor cuota',
        kind: 'UNUSUAL_CHANGE',
        reason: `Cambio inusual: -90.00\u00a0% respecto al valor del ${dmy(yesterday)} (${usd}). Confírmalo solo si es correcto.`,
      },
      {
        row: 3,
        column: 'C',
        header: 'Valor cuota',
        kind: 'UNUSUAL_CHANGE',
        reason: `Cambio inusual: +900.00\u00a0% respecto al valor del ${dmy(yesterday)} (${caleraYesterday}). Confírmalo solo si es correcto.`,
      },
    ]);
    const before = await valueOf(ids.FIAME!, today);
    const refused = await send(tokens.operations, `${base}/apply`, file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Las filas 2, 3 necesitan tu confirmación/);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'Fila 2, columna C (Valor cuota)',
      'Fila 3, columna C (Valor cuota)',
    ]);
    expect(await valueOf(ids.FIAME!, today)).toBe(before);

    const confirmations = [
      { row: 2, reason: 'Canje de cuotas 10 a 1 aprobado por la asamblea.' },
      { row: 3, reason: 'Agrupación de cuotas 1 a 10 aprobada por la asamblea.' },
    ];
    const applied = await send(tokens.operations, `${base}/apply`, file, confirmations);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await valueOf(ids.FIAME!, today)).toBe(down);
    expect(await valueOf(calera, today)).toBe(up);
    const history = (await get(tokens.operations, base)).json().data;
    expect(history[0].confirmations).toEqual(confirmations);
  });

  it('says a wrong header is the header, not a row, and counts data rows only', async () => {
    const file = await xlsxOf('Valores cuota', ['Fondo', 'Fecha', 'Precio'], [['FIAMN', yesterday, 1]]);
    const report = (await send(tokens.operations, `${base}/check`, file)).json().data;
    expect(report.rows).toBe(1);
    expect(report.badRows).toBe(0);
    expect(report.issues.map((i: { row: number; reason: string }) => `${i.row}: ${i.reason}`)).toEqual([
      '1: Columna desconocida. Usa los encabezados de la plantilla: «Fondo», «Fecha», «Valor cuota».',
      '1: Falta la columna obligatoria «Valor cuota». Descarga la plantilla y no cambies sus encabezados.',
    ]);
    const apply = await send(tokens.operations, `${base}/apply`, file);
    expect(apply.statusCode).toBe(400);
    expect(apply.json().message).toBe(
      'El encabezado no corresponde a la plantilla: Columna desconocida. Usa los encabezados de la plantilla: «Fondo», «Fecha», «Valor cuota». Falta la columna obligatoria «Valor cuota». Descarga la plantilla y no cambies sus encabezados. No se aplicó nada.',
    );
  });
});
