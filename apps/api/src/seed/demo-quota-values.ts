import { addDays, limaDate, limaMidnight } from '@invierte/domain';
import { eq, inArray, max, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { seedProducts } from '../db/seed-data/catalog.ts';
import { products, quotaValues } from '../db/schema.ts';
import { quotaValueOn } from './seed.ts';

/**
 * The demo's funds go on being priced after the day they were seeded. Nobody publishes quota values
 * on a demo, so a database seeded on Sunday would answer "El valor cuota se está actualizando" every
 * weekday morning after it (the daily quota update, docs/business-rules.md), and a demo left running
 * overnight would do the same from midnight. This continues each seeded fund's synthetic series up to
 * today in Lima, the way the seed wrote its year of history: as history, not as a publication, so no
 * onboarding pauses. A day that already has a value (one operations published) is left as it is.
 * Returns how many values it wrote.
 */
export async function continueDemoQuotaValues(ctx: AppContext): Promise<number> {
  const today = limaDate(ctx.now());
  const bySlug = new Map(seedProducts.map((p) => [p.slug, p]));
  // Each seeded fund's first and last day: the series is numbered from its first.
  const seriesOf = await ctx.db
    .select({
      productId: products.id,
      slug: products.slug,
      first: min(quotaValues.valueDate),
      last: max(quotaValues.valueDate),
    })
    .from(products)
    .innerJoin(quotaValues, eq(quotaValues.productId, products.id))
    .where(inArray(products.slug, [...bySlug.keys()]))
    .groupBy(products.id);
  const rows: { productId: string; valueDate: string; value: string }[] = [];
  for (const { productId, slug, first, last } of seriesOf) {
    const seeded = bySlug.get(slug);
    if (!seeded || !first || !last) continue;
    const dayOf = (date: string) => Math.round((Date.parse(date) - Date.parse(first)) / 86_400_000);
    for (let date = addDays(last, 1); date <= today; date = addDays(date, 1))
      rows.push({ productId, valueDate: date, value: quotaValueOn(seeded, dayOf(date)) });
  }
  if (!rows.length) return 0;
  await ctx.db.insert(quotaValues).values(rows).onConflictDoNothing();
  await ctx.cache.invalidate('catalogue');
  return rows.length;
}

/**
 * On a seeded (demo) server: the series continued at start and again at each Lima midnight, until the
 * app closes.
 */
export async function keepDemoQuotaValuesCurrent(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const written = await continueDemoQuotaValues(ctx);
  if (written) app.log.info({ written }, 'demo quota values continued to today');
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const now = ctx.now();
    timer = setTimeout(
      () => {
        continueDemoQuotaValues(ctx)
          .then((n) => n && app.log.info({ written: n }, 'demo quota values continued to today'))
          .catch((error: unknown) => app.log.error({ err: error }, 'demo quota values could not continue'))
          .finally(schedule);
      },
      // A second past midnight, so the new day is today in Lima when it runs.
      limaMidnight(addDays(limaDate(now), 1)).getTime() - now.getTime() + 1_000,
    );
    timer.unref();
  };
  schedule();
  app.addHook('onClose', async () => clearTimeout(timer));
}
