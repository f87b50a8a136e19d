import { addDays, formatMoney, limaDate } from '@invierte/domain';
import Decimal from 'decimal.js';
import { and, desc, eq, isNull, like, not, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  excelImports,
  investments,
  ledgerAccounts,
  ledgerTransactions,
  movements,
  products,
  quotaValues,
  users,
} from '../../../db/schema.ts';
import { demoTokens, nextIp } from '../../../test/accounts.ts';
import { importCalls, xlsxOf, type SheetCell } from '../../../test/excel-upload.ts';
import { multipart } from '../../../test/images.ts';
import { productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { reconcileLedger } from '../../ledger/ledger/reconcile-ledger.ts';

/**
 * Imports that can never post twice (docs/back-office.md, "Rows to confirm"): a row identical to an
 * earlier one of the file, or matching an operation already posted by an import or by hand, is
 * named at the check and applied only with the operator's confirmation and reason; a row shows all
 * its faults at once.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let participeId = '';
let factoringPen = '';
let day = '';
const base = '/api/admin/portfolio/imports';
const investmentHeaders = ['Inversionista (documento o correo)', 'Fondo', 'Fecha', 'Monto'];
const movementHeaders = ['Inversionista (documento o correo)', 'Fondo', 'Fecha', 'Operación', 'Cuotas'];
const investmentsFile = (rows: SheetCell[][]) => xlsxOf('Inversiones', investmentHeaders, rows);
const movementsFile = (rows: SheetCell[][]) => xlsxOf('Movimientos', movementHeaders, rows);
const { send } = importCalls(() => t, 'inversiones.xlsx');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const dmy = (iso: string) => iso.split('-').reverse().join('/');

type Flag = { row: number; column: string; header: string; kind: string; reason: string };

/** What an import may touch: journal and movements (nothing changes on a refused apply). */
async function ledgerCounts() {
  const n = async (table: typeof ledgerTransactions | typeof movements | typeof excelImports) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    transactions: await n(ledgerTransactions),
    movements: await n(movements),
    imports: await n(excelImports),
  };
}

async function positionOf(userId: string, product: string) {
  const [row] = await t.db
    .select({ posted: ledgerAccounts.posted })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.productId, product),
        eq(ledgerAccounts.kind, 'POSITION'),
      ),
    );
  return new Decimal(row?.posted ?? 0);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['operations']));
  participeId = (
    await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'participe@invierte.pe'))
  )[0]!.id;
  factoringPen = await productId(t, 'factoring-soles');
  day = addDays(limaDate(new Date()), -1);
});
afterAll(async () => t?.close());

describe('investments that could post twice', () => {
  it('names a row identical to an earlier one and applies it only when confirmed as distinct', async () => {
    const file = await investmentsFile([
      ['40000003', 'BSMCN', dmy(day), 1500],
      ['40000003', 'FIAMN', dmy(day), 700],
      ['nuevo@invierte.pe', 'FIAMN', dmy(day), 900],
      ['40000003', 'FIAMN', dmy(day), 701],
      ['40000003', 'bsmcn', day, '1500.00'],
    ]);
    const check = await send(tokens.operations, `${base}/investments/check`, file);
    expect(check.statusCode, check.body).toBe(200);
    const report = check.json().data;
    expect(report.issues).toEqual([]);
    expect(report.flags).toEqual([
      {
        row: 6,
        column: 'D',
        header: 'Monto',
        kind: 'REPEATED_ROW',
        reason: 'Fila repetida: igual a la fila 2.',
      },
    ]);

    const before = await ledgerCounts();
    const refused = await send(tokens.operations, `${base}/investments/apply`, file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'La fila 6 necesita tu confirmación de que es una operación distinta, con su motivo; no se aplicó nada. Fila 6: Fila repetida: igual a la fila 2.',
    );
    // A confirmation of a row that is not flagged does not stand for the flagged one.
    const wrongRow = await send(tokens.operations, `${base}/investments/apply`, file, [
      { row: 5, reason: 'Son dos aportes distintos del mismo día.' },
    ]);
    expect(wrongRow.statusCode).toBe(400);
    const body = multipart({ confirmations: '{not json' }, [
      { name: 'file', filename: 'inversiones.xlsx', type: XLSX, bytes: file },
    ]);
    const unreadable = await t.app.inject({
      method: 'POST',
      url: `${base}/investments/apply`,
      payload: body.payload,
      headers: { 'content-type': body.contentType, authorization: `Bearer ${tokens.operations}` },
      remoteAddress: nextIp(),
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toBe(
      'No pudimos leer las confirmaciones enviadas. Vuelve a revisar el archivo y confírmalas otra vez.',
    );
    expect(await ledgerCounts()).toEqual(before);

    const reason = 'Son dos aportes distintos del mismo día, con dos vouchers.';
    const applied = await send(tokens.operations, `${base}/investments/apply`, file, [{ row: 6, reason }]);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().data.confirmations).toEqual([{ row: 6, reason }]);
    const after = await ledgerCounts();
    expect(after.transactions).toBe(before.transactions + 5);
    expect(after.movements).toBe(before.movements + 5);
    const [stored] = await t.db
      .select()
      .from(excelImports)
      .where(eq(excelImports.id, applied.json().data.importId));
    expect(stored!.confirmations).toEqual([{ row: 6, reason, flags: ['Fila repetida: igual a la fila 2.'] }]);
    const [audit] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit!.action).toBe('portfolio.import.investments');
    expect((audit!.after as { confirmations: unknown }).confirmations).toEqual(stored!.confirmations);
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  });

  it('compares what rows hold, however typed: an Excel date or a typed one, 1234.5 or 1234.50, an investor by document or by e-mail', async () => {
    const file = await investmentsFile([
      ['40000003', 'BSMCN', new Date(`${day}T00:00:00Z`), 1234.5],
      ['40000003', 'BSMCN · Bono Select MidCap (PEN)', dmy(day), '1234.50'],
      ['participe@invierte.pe', 'bsmcn', day, '1234.5'],
      ['PARTICIPE@invierte.pe', 'BSMCN', dmy(day), 1234.5],
      ['40000003', 'BSMCN', dmy(day), '1234.51'],
    ]);
    const check = await send(tokens.operations, `${base}/investments/check`, file);
    expect(check.statusCode, check.body).toBe(200);
    const report = check.json().data;
    expect(report.issues).toEqual([]);
    expect(report.flags.map((f: Flag) => `${f.row}${f.column} ${f.kind}: ${f.reason}`)).toEqual([
      '3D REPEATED_ROW: Fila repetida: igual a la fila 2.',
      '4D REPEATED_ROW: Fila repetida: igual a la fila 2 (el mismo inversionista, por su documento y por su correo).',
      '5D REPEATED_ROW: Fila repetida: igual a la fila 4.',
    ]);
    // Row 4 is not applied without its confirmation, like any repeated row.
    const before = await ledgerCounts();
    const refused = await send(tokens.operations, `${base}/investments/apply`, file, [
      { row: 3, reason: 'Dos aportes del mismo día.' },
      { row: 5, reason: 'Dos aportes del mismo día.' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^La fila 4 necesita tu confirmación/);
    expect(await ledgerCounts()).toEqual(before);
  });

  it('names rows already imported in another file and refuses to credit them again unless confirmed', async () => {
    const rows: SheetCell[][] = [
      ['40000003', 'FIAMN', dmy(day), 1111],
      ['40000003', 'FIAME', dmy(day), 222],
      ['nuevo@invierte.pe', 'FIAMN', dmy(day), 333],
      ['nuevo@invierte.pe', 'BSMCN', dmy(day), 444],
    ];
    const first = await send(tokens.operations, `${base}/investments/apply`, await investmentsFile(rows));
    expect(first.statusCode, first.body).toBe(201);
    const appliedAt = new Date(first.json().data.appliedAt);
    const when = new Intl.DateTimeFormat('es-PE', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/Lima',
    }).format(appliedAt);

    // The same four rows and one new one: another file (another SHA-256), the same operations.
    const overlapping = await investmentsFile([...rows, ['40000003', 'FIAMN', dmy(day), 555]]);
    const check = await send(tokens.operations, `${base}/investments/check`, overlapping);
    expect(check.statusCode, check.body).toBe(200);
    const report = check.json().data;
    expect(report.issues).toEqual([]);
    expect(report.flags.map((f: Flag) => [f.row, f.kind])).toEqual([
      [2, 'ALREADY_POSTED'],
      [3, 'ALREADY_POSTED'],
      [4, 'ALREADY_POSTED'],
      [5, 'ALREADY_POSTED'],
    ]);
    expect(report.flags[0].reason).toBe(
      `Ya registrada: suscripción del ${dmy(day)} por ${formatMoney('1111.00', { symbol: 'S/' })}, importada el ${when} por Jorge Salas (operaciones@invierte.pe).`,
    );
    expect(report.flags[1].reason).toContain(`por ${formatMoney('222.00', { symbol: '$' })}, importada el `);

    const held = await positionOf(participeId, factoringPen);
    const before = await ledgerCounts();
    const refused = await send(tokens.operations, `${base}/investments/apply`, overlapping, [
      { row: 2, reason: 'Es un segundo aporte, no el mismo.' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Las filas 3, 4, 5 necesitan tu confirmación/);
    expect(refused.json().errors).toHaveLength(3);
    expect(await ledgerCounts()).toEqual(before);
    expect(await positionOf(participeId, factoringPen)).toEqual(held);

    const confirmations = [2, 3, 4, 5].map((row) => ({
      row,
      reason: `Aporte nuevo de la fila ${row}, con su voucher.`,
    }));
    const applied = await send(tokens.operations, `${base}/investments/apply`, overlapping, confirmations);
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await ledgerCounts()).movements).toBe(before.movements + 5);
    const history = (await send(tokens.operations, `${base}/investments/check`, overlapping)).statusCode;
    expect(history).toBe(409);
  });

  it('names a row matching an operation registered by hand (an approved request)', async () => {
    const [byHand] = await t.db
      .select({
        amount: movements.amount,
        date: movements.operationDate,
        code: products.code,
        currency: products.currency,
        createdAt: movements.createdAt,
      })
      .from(movements)
      .innerJoin(investments, eq(investments.id, movements.investmentId))
      .innerJoin(products, eq(products.id, investments.productId))
      .innerJoin(
        quotaValues,
        and(eq(quotaValues.productId, products.id), eq(quotaValues.valueDate, movements.operationDate)),
      )
      .where(
        and(
          eq(investments.userId, participeId),
          eq(movements.type, 'SUBSCRIPTION'),
          eq(movements.status, 'APPROVED'),
          or(isNull(movements.idempotencyKey), not(like(movements.idempotencyKey, 'import:%'))),
        ),
      )
      .limit(1);
    expect(byHand).toBeDefined();
    const file = await investmentsFile([
      ['participe@invierte.pe', byHand!.code, dmy(byHand!.date), byHand!.amount],
    ]);
    const report = (await send(tokens.operations, `${base}/investments/check`, file)).json().data;
    expect(report.issues).toEqual([]);
    expect(report.flags).toHaveLength(1);
    expect(report.flags[0]).toMatchObject({ row: 2, column: 'D', kind: 'ALREADY_POSTED' });
    expect(report.flags[0].reason).toMatch(
      new RegExp(`^Ya registrada: suscripción del ${dmy(byHand!.date)} por .+, registrada a mano el .+\\.$`),
    );
    const before = await ledgerCounts();
    expect((await send(tokens.operations, `${base}/investments/apply`, file)).statusCode).toBe(400);
    expect(await ledgerCounts()).toEqual(before);
  });

  it('shows every fault of a row in one pass: an unknown fund and a bad amount together', async () => {
    const file = await investmentsFile([
      ['40000003', 'XXX', dmy(day), '1,500'],
      ['99999999', 'FIAMN', '31/02/2026', 'abc'],
    ]);
    const report = (await send(tokens.operations, `${base}/investments/check`, file)).json().data;
    expect(
      report.issues.map(
        (i: { row: number; column: string; reason: string }) => `${i.row}${i.column}: ${i.reason}`,
      ),
    ).toEqual([
      '2B: No existe un fondo con ese código. Elige uno de la lista de la plantilla.',
      '2D: Usa punto para los decimales y no separes los miles (por ejemplo 1500.50).',
      '3A: No encontramos un inversionista con ese número de documento o correo.',
      '3C: Esa fecha no existe en el calendario.',
      '3D: Escribe un número, por ejemplo 1500.50.',
    ]);
    expect(report.badRows).toBe(2);
    expect(report.rows).toBe(2);
  });

  it('counts data rows only, and a wrong header is named as the header', async () => {
    const file = await xlsxOf(
      'Inversiones',
      ['Inversionista (documento o correo)', 'Fondo', 'Fecha', 'Importe'],
      [['40000003', 'FIAMN', dmy(day), 100]],
    );
    const report = (await send(tokens.operations, `${base}/investments/check`, file)).json().data;
    expect(report.rows).toBe(1);
    expect(report.badRows).toBe(0);
    expect(report.issues.every((i: { row: number }) => i.row === 1)).toBe(true);
    const apply = await send(tokens.operations, `${base}/investments/apply`, file);
    expect(apply.statusCode).toBe(400);
    expect(apply.json().message).toMatch(
      /^El encabezado no corresponde a la plantilla: Columna desconocida\. .* Falta la columna obligatoria «Monto»\./,
    );
  });
});

describe('movements that could post twice', () => {
  it('names a repeated rescue and one already imported; applies them only with the reasons', async () => {
    const first = await movementsFile([['40000003', 'FIAMN', dmy(day), 'Rescate', '0.5']]);
    expect((await send(tokens.operations, `${base}/movements/apply`, first)).statusCode).toBe(201);

    const file = await movementsFile([
      ['40000003', 'FIAMN', dmy(day), 'Rescate', '0.50000000'],
      ['40000003', 'FIAMN', dmy(day), 'Suscripción', '0.25'],
      ['40000003', 'FIAMN', dmy(day), 'suscripcion', 0.25],
    ]);
    const report = (await send(tokens.operations, `${base}/movements/check`, file)).json().data;
    expect(report.issues).toEqual([]);
    expect(report.flags.map((f: Flag) => [f.row, f.column, f.kind])).toEqual([
      [2, 'E', 'ALREADY_POSTED'],
      [4, 'E', 'REPEATED_ROW'],
    ]);
    expect(report.flags[0].reason).toMatch(
      new RegExp(
        `^Ya registrada: rescate del ${dmy(day)} de 0\\.50000000 cuotas \\(S/\\s.+\\), importada el `,
      ),
    );
    const held = await positionOf(participeId, factoringPen);
    expect((await send(tokens.operations, `${base}/movements/apply`, file)).statusCode).toBe(400);
    expect(await positionOf(participeId, factoringPen)).toEqual(held);
    const applied = await send(tokens.operations, `${base}/movements/apply`, file, [
      { row: 2, reason: 'Segundo rescate pagado el mismo día.' },
      { row: 4, reason: 'Dos suscripciones distintas del mismo día.' },
    ]);
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await positionOf(participeId, factoringPen)).toFixed(8)).toBe(held.toFixed(8));
  });
});
