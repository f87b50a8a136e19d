import { finalOnboardingStates, type ProfileSection, type CurrencyCode } from '@invierte/domain';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  customerBankAccounts,
  customerProfileSections,
  dataRightsRequests,
  investments,
  onboardingParts,
  onboardings,
  products,
  rescues,
  users,
} from '../../../db/schema.ts';

export type BankAccountRow = typeof customerBankAccounts.$inferSelect;
export type NewBankAccount = Omit<typeof customerBankAccounts.$inferInsert, 'id'>;
export type DataRequestRow = typeof dataRightsRequests.$inferSelect;

const notFinal = notInArray(onboardings.state, [...finalOnboardingStates]);

/** The customer's profile, bank accounts and data-rights requests: every Drizzle query of the module. */
export const customersRepository = {
  async listSections(db: Db, userId: string) {
    return db.select().from(customerProfileSections).where(eq(customerProfileSections.userId, userId));
  },

  async upsertSection(
    db: Db,
    userId: string,
    section: ProfileSection,
    data: Record<string, unknown>,
    at: Date,
  ) {
    await db
      .insert(customerProfileSections)
      .values({ userId, section, data, updatedAt: at })
      .onConflictDoUpdate({
        target: [customerProfileSections.userId, customerProfileSections.section],
        set: { data, updatedAt: at },
      });
  },

  /** The parts of the customer's most recently approved onboarding (the profile's seed). */
  async latestApprovedParts(db: Db, userId: string) {
    const [latest] = await db
      .select({ id: onboardings.id })
      .from(onboardings)
      .where(and(eq(onboardings.userId, userId), eq(onboardings.state, 'APPROVED')))
      .orderBy(desc(onboardings.updatedAt))
      .limit(1);
    if (!latest) return [];
    return db.select().from(onboardingParts).where(eq(onboardingParts.onboardingId, latest.id));
  },

  /** Locks the customer's row: bank-account writes of one customer run one at a time (the default rule). */
  async lockCustomer(db: Db, userId: string) {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  async listBankAccounts(db: Db, userId: string, activeOnly: boolean): Promise<BankAccountRow[]> {
    return db
      .select()
      .from(customerBankAccounts)
      .where(
        activeOnly
          ? and(eq(customerBankAccounts.userId, userId), eq(customerBankAccounts.status, 'ACTIVE'))
          : eq(customerBankAccounts.userId, userId),
      )
      .orderBy(customerBankAccounts.createdAt);
  },

  async countActiveBankAccounts(db: Db, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(customerBankAccounts)
      .where(and(eq(customerBankAccounts.userId, userId), eq(customerBankAccounts.status, 'ACTIVE')));
    return row?.n ?? 0;
  },

  /** One account of the customer, locked until the transaction ends; another customer's is undefined. */
  async lockBankAccount(db: Db, userId: string, id: string): Promise<BankAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(customerBankAccounts)
      .where(and(eq(customerBankAccounts.id, id), eq(customerBankAccounts.userId, userId)))
      .for('update');
    return row;
  },

  async insertBankAccount(db: Db, values: NewBankAccount): Promise<BankAccountRow> {
    const [row] = await db.insert(customerBankAccounts).values(values).returning();
    return row!;
  },

  async updateBankAccount(db: Db, id: string, values: Partial<NewBankAccount>): Promise<BankAccountRow> {
    const [row] = await db
      .update(customerBankAccounts)
      .set(values)
      .where(eq(customerBankAccounts.id, id))
      .returning();
    return row!;
  },

  /** Clears the active default of one currency (before another account takes it). */
  async clearDefault(db: Db, userId: string, currency: CurrencyCode, at: Date) {
    await db
      .update(customerBankAccounts)
      .set({ isDefault: false, updatedAt: at })
      .where(
        and(
          eq(customerBankAccounts.userId, userId),
          eq(customerBankAccounts.currency, currency),
          eq(customerBankAccounts.isDefault, true),
        ),
      );
  },

  async deleteBankAccount(db: Db, id: string) {
    await db.delete(customerBankAccounts).where(eq(customerBankAccounts.id, id));
  },

  /**
   * The CCIs that must not change or disappear: named by the bank-account part of an onboarding in
   * flight, by any rescue (which keeps pointing at the account it paid or will pay), or chosen as a
   * holding's payout account.
   */
  async ccisInUse(db: Db, userId: string): Promise<Set<string>> {
    // One after the other: inside a transaction both go through one connection anyway.
    const fromOnboardings = await db
      .select({ cci: sql<string | null>`${onboardingParts.data}->>'cci'` })
      .from(onboardingParts)
      .innerJoin(onboardings, eq(onboardings.id, onboardingParts.onboardingId))
      .where(and(eq(onboardings.userId, userId), eq(onboardingParts.part, 'bankAccount'), notFinal));
    const fromRescues = await db
      .selectDistinct({ cci: customerBankAccounts.cci })
      .from(rescues)
      .innerJoin(customerBankAccounts, eq(customerBankAccounts.id, rescues.bankAccountId))
      .where(eq(rescues.userId, userId));
    const fromHoldings = await db
      .select({ cci: customerBankAccounts.cci })
      .from(investments)
      .innerJoin(customerBankAccounts, eq(customerBankAccounts.id, investments.bankAccountId))
      .where(eq(investments.userId, userId));
    return new Set(
      [...fromOnboardings, ...fromRescues, ...fromHoldings].flatMap((r) => (r.cci ? [r.cci] : [])),
    );
  },

  async onboardingsOf(db: Db, userId: string) {
    return db
      .select({
        id: onboardings.id,
        productName: products.name,
        state: onboardings.state,
        createdAt: onboardings.createdAt,
        updatedAt: onboardings.updatedAt,
      })
      .from(onboardings)
      .innerJoin(products, eq(products.id, onboardings.productId))
      .where(eq(onboardings.userId, userId))
      .orderBy(desc(onboardings.createdAt));
  },

  async insertDataRequest(
    db: Db,
    values: Omit<typeof dataRightsRequests.$inferInsert, 'createdAt'> & { at: Date },
  ): Promise<DataRequestRow> {
    const { at, ...rest } = values;
    const [row] = await db
      .insert(dataRightsRequests)
      .values({ ...rest, createdAt: at })
      .returning();
    return row!;
  },

  async listDataRequests(db: Db, userId: string): Promise<DataRequestRow[]> {
    return db
      .select()
      .from(dataRightsRequests)
      .where(eq(dataRightsRequests.userId, userId))
      .orderBy(desc(dataRightsRequests.createdAt));
  },

  async openCancellationRequest(db: Db, userId: string): Promise<DataRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(dataRightsRequests)
      .where(
        and(
          eq(dataRightsRequests.userId, userId),
          eq(dataRightsRequests.kind, 'CANCELLATION'),
          eq(dataRightsRequests.status, 'RECEIVED'),
        ),
      )
      .limit(1);
    return row;
  },
};
