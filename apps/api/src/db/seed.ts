import { addDays, amountForQuotas, limaDate, quotasForAmount } from '@invierte/domain';
import Decimal from 'decimal.js';
import { count } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password-hash.ts';
import type { Db } from './client.ts';
import { investments, movements, products, quotaValues, users } from './schema.ts';
import { seedProducts, seedUsers, type SeedProduct } from './seed-data/catalog.ts';

const HISTORY_DAYS = 365;

/**
 * A smooth daily series that grows at the product's annual rate with a small deterministic wave,
 * so charts look like a real fund and every run produces the same numbers.
 */
export function quotaValueOn(product: SeedProduct, day: number): string {
  const growth = new Decimal(1).plus(product.annualGrowth).pow(new Decimal(day).div(365));
  const wave = new Decimal(1).plus(new Decimal(Math.sin(day / 9).toFixed(6)).mul('0.0004'));
  return new Decimal(product.startQuotaValue).mul(growth).mul(wave).toDecimalPlaces(8).toFixed(8);
}

/** Runs once, on an empty database: products, a year of quota values, the admin and demo investors. */
export async function seedDatabase(db: Db, now: Date): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return false;

  const today = limaDate(now);
  const firstDay = addDays(today, -HISTORY_DAYS);
  const hashes = await Promise.all(seedUsers.map((u) => hashPassword(u.password)));

  await db.transaction(async (tx) => {
    const productIds = new Map<string, string>();
    const valueOf = (slug: string, date: string) => {
      const product = seedProducts.find((p) => p.slug === slug);
      if (!product) throw new Error(`unknown seed product ${slug}`);
      const day = Math.round((Date.parse(date) - Date.parse(firstDay)) / 86_400_000);
      return quotaValueOn(product, day);
    };

    for (const [position, p] of seedProducts.entries()) {
      const [row] = await tx
        .insert(products)
        .values({
          code: p.code,
          slug: p.slug,
          name: p.name,
          type: p.type,
          simulatorValue: p.simulatorValue,
          currency: p.currency,
          minInvestment: p.minInvestment,
          position,
        })
        .returning({ id: products.id });
      if (!row) throw new Error('product insert returned nothing');
      productIds.set(p.slug, row.id);
      const series = Array.from({ length: HISTORY_DAYS + 1 }, (_, day) => ({
        productId: row.id,
        valueDate: addDays(firstDay, day),
        value: quotaValueOn(p, day),
      }));
      await tx.insert(quotaValues).values(series);
    }

    for (const [i, u] of seedUsers.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          email: u.email,
          passwordHash: hashes[i],
          name: u.name,
          lastName: u.lastName,
          secondLastName: u.secondLastName,
          documentType: 'DNI',
          documentNumber: u.documentNumber,
          profile: u.profile,
          firstLogin: u.firstLogin,
          questionCompleted: !u.firstLogin,
          affluent: u.affluent,
          emailVerifiedAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');

      const investmentIds = new Map<string, string>();
      for (const m of u.movements) {
        let investmentId = investmentIds.get(m.slug);
        if (!investmentId) {
          const [inv] = await tx
            .insert(investments)
            .values({ userId: user.id, productId: productIds.get(m.slug) ?? '' })
            .returning({ id: investments.id });
          investmentId = inv?.id ?? '';
          investmentIds.set(m.slug, investmentId);
        }
        const date = addDays(today, -m.daysAgo);
        const quotaValue = valueOf(m.slug, date);
        const subscription = m.kind === 'SUBSCRIPTION';
        const quotas = subscription ? quotasForAmount(m.amount, quotaValue) : m.quotas;
        await tx.insert(movements).values({
          investmentId,
          type: m.kind,
          status: 'APPROVED',
          amount: subscription ? m.amount : amountForQuotas(m.quotas, quotaValue),
          quotaValue,
          quotas: subscription ? quotas : `-${quotas}`,
          operationDate: date,
        });
      }
    }
  });
  return true;
}
