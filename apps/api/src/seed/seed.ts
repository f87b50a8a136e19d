import { addDays, amountForQuotas, cciCheckDigits, limaDate, quotasForAmount } from '@invierte/domain';
import Decimal from 'decimal.js';
import { count } from 'drizzle-orm';
import { hashPassword } from '../contexts/identity/index.ts';
import { reserveUnits } from '../contexts/ledger/index.ts';
import { settleReservation } from '../contexts/ledger/index.ts';
import { subscribeUnits } from '../contexts/ledger/index.ts';
import type { Db } from '../db/client.ts';
import {
  exchangeRates,
  fundAccounts,
  investments,
  movements,
  parameters,
  products,
  questionAnswers,
  quotaValues,
  supportOperators,
  customerBankAccounts,
  users,
} from '../db/schema.ts';
import {
  regulationUrl,
  seedFundAccounts,
  seedOperators,
  seedParameters,
  seedProducts,
  seedUsers,
  type SeedProduct,
} from '../db/seed-data/catalog.ts';
import { seedQuestionnaireOf } from '../db/seed-data/questionnaires.ts';

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

/**
 * Runs once, on an empty database: products with a year of quota values and their collection
 * accounts, option lists, advisers, exchange rates, the admin and demo investors.
 */
export async function seedDatabase(db: Db, now: Date): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return false;

  const today = limaDate(now);
  const firstDay = addDays(today, -HISTORY_DAYS);
  // The demo accounts share two published passwords: one hash each (same salt for the accounts that
  // share it, harmless for passwords printed in the README) keeps seeding, and every test, fast.
  const hashOf = new Map(
    await Promise.all(
      [...new Set(seedUsers.map((u) => u.password))].map(async (p) => [p, await hashPassword(p)] as const),
    ),
  );
  const hashes = seedUsers.map((u) => hashOf.get(u.password));

  await db.transaction(async (tx) => {
    const productIds = new Map<string, string>();
    const valueOf = (slug: string, date: string) => {
      const product = seedProducts.find((p) => p.slug === slug);
      if (!product) throw new Error(`unknown seed product ${slug}`);
      const day = Math.round((Date.parse(date) - Date.parse(firstDay)) / 86_400_000);
      return quotaValueOn(product, day);
    };
    const currencyOf = (slug: string) => seedProducts.find((p) => p.slug === slug)?.currency ?? 'PEN';

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
          description: p.description,
          colorPrimary: p.colorPrimary,
          colorSecondary: p.colorSecondary,
          regulationUrl: regulationUrl(p.code),
          isPrivate: p.isPrivate ?? false,
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
      const accounts = seedFundAccounts.filter((a) => a.currency === p.currency);
      await tx.insert(fundAccounts).values(accounts.map((a) => ({ ...a, productId: row.id })));
    }

    await tx.insert(parameters).values(seedParameters.map((p, position) => ({ ...p, position })));
    await tx.insert(supportOperators).values(seedOperators);
    // A month of USD/PEN rates around 3.75, moving a little each day.
    await tx.insert(exchangeRates).values(
      Array.from({ length: 30 }, (_, i) => {
        const mid = new Decimal('3.75').plus(new Decimal(Math.sin(i / 4).toFixed(6)).mul('0.02'));
        return {
          rateDate: addDays(today, i - 29),
          buy: mid.minus('0.004').toFixed(4),
          sell: mid.plus('0.004').toFixed(4),
          source: 'Mesa de dinero Invierte',
        };
      }),
    );

    for (const [i, u] of seedUsers.entries()) {
      const questionnaire = seedQuestionnaireOf(u);
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
          adminProfileId: u.adminProfileId ?? null,
          firstLogin: u.firstLogin,
          questionCompleted: !u.firstLogin,
          investorProfile: questionnaire?.investorProfile ?? null,
          affluent: u.affluent,
          emailVerifiedAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      if (questionnaire)
        await tx.insert(questionAnswers).values(
          Object.entries(questionnaire.answers).map(([questionKey, answerKey]) => ({
            userId: user.id,
            questionKey,
            answerKey,
            answeredAt: now,
          })),
        );

      // An investor with history was approved once, so has an account to be paid in per currency held.
      const held = new Set(u.movements.map((m) => currencyOf(m.slug)));
      for (const currency of [...held].sort()) {
        // A BCP (soles) or Interbank (dollars) account whose CCI holds its number and sound check digits.
        const digits = `${u.documentNumber}${currency === 'PEN' ? '01' : '02'}`;
        const [bank, bankCode, branch] =
          currency === 'PEN' ? ['BCP', '002', '193'] : ['INTERBANK', '003', '200'];
        const cci = `${bankCode}${branch}00${digits}`;
        await tx.insert(customerBankAccounts).values({
          userId: user.id,
          bank,
          accountType: 'AHORROS',
          currency,
          accountNumber: `${branch}${digits}`,
          cci: `${cci}${cciCheckDigits(cci)}`,
          isDefault: true,
        });
      }

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
        const amount = subscription ? m.amount : amountForQuotas(m.quotas, quotaValue);
        const [movement] = await tx
          .insert(movements)
          .values({
            investmentId,
            type: m.kind,
            status: 'APPROVED',
            amount,
            quotaValue,
            quotas: subscription ? quotas : `-${quotas}`,
            operationDate: date,
          })
          .returning({ id: movements.id });
        // The same history on the ledger, dated when it happened (noon in Lima), so holdings and the
        // fund's capital at each quarter's start read from it like any real operation.
        const parties = {
          userId: user.id,
          productId: productIds.get(m.slug) ?? '',
          currency: currencyOf(m.slug),
        };
        const at = new Date(`${date}T17:00:00.000Z`);
        const reference = `seed:${movement?.id ?? ''}`;
        if (subscription)
          await subscribeUnits(tx, { reference, parties, units: quotas, amount, actorUserId: null, at });
        else {
          await reserveUnits(tx, { reference, parties, units: quotas, actorUserId: null, at });
          await settleReservation(tx, { reference, amount, actorUserId: null, at });
        }
      }
    }
  });
  return true;
}
