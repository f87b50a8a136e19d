import { addDays, isQuotaUpdateDay, limaDate, limaMidnight } from '@invierte/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postQuotaValue } from '../contexts/catalogue/products/post-quota-value.ts';
import { caller } from '../contexts/portfolio/rescues/rescues.test-kit.ts';
import { seedProducts } from '../db/seed-data/catalog.ts';
import { products, quotaValues } from '../db/schema.ts';
import { demoTokens } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { continueDemoQuotaValues } from './demo-quota-values.ts';
import { quotaValueOn } from './seed.ts';

/**
 * A demo seeded on one day and used on a later weekday morning: without its series continued, every
 * investment would be refused with "El valor cuota se está actualizando" until 4:30 pm.
 */
let t: TestApp;
let seededOn: string;
/** The first quota-update day after the seed's: there the refusal shows before 4:30 pm. */
let later: string;
const idOf = async (slug: string) =>
  (await t.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;
const valueOf = async (slug: string, day: string) =>
  (
    await t.db
      .select({ value: quotaValues.value })
      .from(quotaValues)
      .where(and(eq(quotaValues.productId, await idOf(slug)), eq(quotaValues.valueDate, day)))
  )[0]?.value;
const seriesOn = (slug: string, day: string) =>
  quotaValueOn(
    seedProducts.find((p) => p.slug === slug)!,
    365 + Math.round((Date.parse(day) - Date.parse(seededOn)) / 86_400_000),
  );

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  seededOn = limaDate(t.clock.now);
  later = addDays(seededOn, 1);
  while (!isQuotaUpdateDay(later)) later = addDays(later, 1);
});
afterAll(async () => t?.close());

it('continues each seeded fund to today, leaves a published day as it is, and prices again', async () => {
  const participe = caller(t, (await demoTokens(t, ['participe'])).participe!);
  const fund = await idOf('factoring-soles');
  const calculate = () =>
    participe.get(`/api/portfolio/movements/purchaseCalculation?productId=${fund}&amount=1500`);
  // 10:00 in Lima on that later morning.
  t.clock.now = new Date(limaMidnight(later).getTime() + 10 * 3_600_000);
  const refused = await calculate();
  expect(refused.statusCode, refused.body).toBe(400);
  expect(refused.json().code).toBe('QUOTA_VALUE_UPDATING');

  // Operations published the dollar factoring's value for today by hand: it stays as published.
  await postQuotaValue(t.ctx, {
    productId: await idOf('factoring-dolares'),
    valueDate: later,
    value: '150.00000000',
  });
  const days = Math.round((Date.parse(later) - Date.parse(seededOn)) / 86_400_000);
  const withValues = await t.db.selectDistinct({ id: quotaValues.productId }).from(quotaValues);
  expect(await continueDemoQuotaValues(t.ctx)).toBe((withValues.length - 1) * days);

  expect(await valueOf('factoring-dolares', later)).toBe('150.00000000');
  for (const slug of ['factoring-soles', 'mutuo-acreencias-dolares'])
    for (let day = addDays(seededOn, 1); day <= later; day = addDays(day, 1))
      expect(await valueOf(slug, day), `${slug} ${day}`).toBe(seriesOn(slug, day));

  // Before 4:30 pm the day before prices the operation: the series' value of that day.
  const priced = await calculate();
  expect(priced.statusCode, priced.body).toBe(200);
  expect(priced.json().data).toMatchObject({
    quotaValueDate: addDays(later, -1),
    quotaValue: seriesOn('factoring-soles', addDays(later, -1)),
  });
  // Run again (the next start, or midnight before a new day): nothing left to write.
  expect(await continueDemoQuotaValues(t.ctx)).toBe(0);
});
