import { randomUUID } from 'node:crypto';
import type { MovementsQuery } from '@invierte/domain';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investments, movements, products, users } from '../../../db/schema.ts';
import { keysetPages } from '../../../shared/keyset-pages.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { EXPORT_ROW_CAP, exportMovements } from './export-movements.ts';
import { movementCursorOf, movementsRepository } from './movements.repository.ts';

/**
 * The movements export reads its rows a page at a time (keyset) and hands each page to the pool
 * thread: the file must hold exactly the rows, in the order, that the single read of all of them
 * gave, whatever the page size — ties on the day and on the creation time included, and creation
 * times a microsecond apart, which a JavaScript Date cannot tell apart.
 */
let t: TestApp;
let userId: string;
const query = (q: Partial<MovementsQuery> = {}): MovementsQuery => ({ page: 1, pageSize: 20, ...q });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [participant] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'participe@invierte.pe'));
  userId = participant!.id;
  const held = await t.db
    .select({ id: investments.id, currency: products.currency })
    .from(investments)
    .innerJoin(products, eq(products.id, investments.productId))
    .where(eq(investments.userId, userId));
  expect(held.length).toBeGreaterThan(1);
  // 30 movements on three days, in both of her funds: ten share a creation time to the microsecond
  // (only their ids order them), the others are a microsecond apart.
  const rows = Array.from({ length: 30 }, (_, i) => ({
    id: randomUUID(),
    investmentId: held[i % held.length]!.id,
    type: i % 3 === 0 ? ('RESCUE' as const) : ('SUBSCRIPTION' as const),
    status: i % 4 === 0 ? ('PENDING' as const) : ('APPROVED' as const),
    amount: `${i % 3 === 0 ? '-' : ''}${100 + i}.25`,
    quotaValue: '101.12345678',
    quotas: `${i % 3 === 0 ? '-' : ''}${1 + i / 10}`,
    operationDate: `2026-03-0${1 + (i % 3)}`,
    createdAt: sql`${i < 10 ? '2026-03-01 10:00:00.123456+00' : `2026-03-01 10:00:00.${String(123456 + i).padStart(6, '0')}+00`}::timestamptz`,
  }));
  await t.db.insert(movements).values(rows);
});
afterAll(async () => t?.close());

/** The export's rows by keyset pages of `size`, concatenated. */
async function paged(q: MovementsQuery, size: number) {
  const out: string[] = [];
  for await (const page of keysetPages(
    (after, limit) => movementsRepository.pageAfter(t.db, userId, q, after, limit),
    movementCursorOf,
    size,
  ))
    out.push(...page.map((r) => r.id));
  return out;
}

/** Every row of the exported workbook, as values. */
async function sheetRows(q: MovementsQuery, pageSize?: number) {
  const file = await exportMovements(t.ctx, userId, q, pageSize);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.getWorksheet('Movimientos')!.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('the movements export, a page at a time', () => {
  it('reads the same rows in the same order as one read of all of them, across page boundaries', async () => {
    for (const q of [
      query(),
      query({ currency: 'USD' }),
      query({ status: 'APPROVED', from: '2026-03-02' }),
    ]) {
      const { rows } = await movementsRepository.page(t.db, userId, q, EXPORT_ROW_CAP, 0);
      const all = rows.map((r) => r.id);
      expect(all.length).toBeGreaterThan(3);
      for (const size of [1, 3, 7, all.length, all.length + 1]) expect(await paged(q, size)).toEqual(all);
    }
  });

  it('writes the same workbook whatever the page size', async () => {
    for (const q of [query(), query({ type: 'RESCUE' })]) {
      const whole = await sheetRows(q);
      // Heading (5 rows), the movements, a blank row and a total per currency.
      expect(whole.length).toBeGreaterThan(15);
      expect(await sheetRows(q, 4)).toEqual(whole);
      expect(await sheetRows(q, 1)).toEqual(whole);
    }
  });

  it('names the fund filtered on from the first page, and writes an empty file when nothing matches', async () => {
    const [bono] = await t.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .innerJoin(investments, and(eq(investments.productId, products.id), eq(investments.userId, userId)))
      .where(eq(products.currency, 'PEN'));
    expect((await sheetRows(query({ productId: bono!.id }), 2))[3]).toEqual([`Fondo: ${bono!.name}`]);
    const none = await sheetRows(query({ from: '2031-01-01' }), 2);
    expect(none[3]).toEqual(['Desde: 01/01/2031']);
    expect(
      none
        .slice(5)
        .flat()
        .filter((v) => v !== null && v !== undefined),
    ).toEqual([]);
  });
});
