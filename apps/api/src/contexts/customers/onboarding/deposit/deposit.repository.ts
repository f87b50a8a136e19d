import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import {
  fundAccounts,
  newsletterSubscriptions,
  onboardingFiles,
  onboardings,
  parameters,
} from '../../../../db/schema.ts';

export type VoucherRow = typeof onboardingFiles.$inferSelect;
export type NewVoucherRow = typeof onboardingFiles.$inferInsert;

/** The deposit's queries: vouchers (onboarding_files of kind VOUCHER), the fund's accounts, the bank list. */
export const depositRepository = {
  /** The vouchers of the current registration (earlier, rejected ones are marked removed). */
  async listVouchers(db: Db, onboardingId: string): Promise<VoucherRow[]> {
    return db
      .select()
      .from(onboardingFiles)
      .where(
        and(
          eq(onboardingFiles.onboardingId, onboardingId),
          eq(onboardingFiles.kind, 'VOUCHER'),
          isNull(onboardingFiles.removedAt),
        ),
      )
      .orderBy(asc(onboardingFiles.createdAt), asc(onboardingFiles.id));
  },

  async insertVouchers(db: Db, rows: NewVoucherRow[]): Promise<void> {
    if (rows.length > 0) await db.insert(onboardingFiles).values(rows);
  },

  /** A new registration replaces the vouchers of a rejected one; their files stay for the audit. */
  async retireVouchers(db: Db, onboardingId: string, userId: string, at: Date): Promise<void> {
    await db
      .update(onboardingFiles)
      .set({ removedAt: at, removedBy: userId })
      .where(
        and(
          eq(onboardingFiles.onboardingId, onboardingId),
          eq(onboardingFiles.kind, 'VOUCHER'),
          isNull(onboardingFiles.removedAt),
        ),
      );
  },

  /** Locks the onboarding until the transaction ends, so two uploads count vouchers one after the other. */
  async lockOwned(db: Db, id: string, userId: string) {
    const [row] = await db
      .select()
      .from(onboardings)
      .where(and(eq(onboardings.id, id), eq(onboardings.userId, userId)))
      .for('update');
    return row;
  },

  async fundAccounts(db: Db, productId: string) {
    return db
      .select()
      .from(fundAccounts)
      .where(eq(fundAccounts.productId, productId))
      .orderBy(asc(fundAccounts.bank), asc(fundAccounts.accountNumber));
  },

  /** The text of a bank of the list-parameters `bank` group; undefined when the key is not on it. */
  async bankName(db: Db, key: string): Promise<string | undefined> {
    const [row] = await db
      .select({ text: parameters.text })
      .from(parameters)
      .where(and(eq(parameters.groupName, 'bank'), eq(parameters.key, key)))
      .limit(1);
    return row?.text;
  },

  /** The footer's newsletter list; an e-mail already on it stays as it was. */
  async subscribeNewsletter(db: Db, email: string, name: string, source: string): Promise<void> {
    await db.insert(newsletterSubscriptions).values({ email, name, source }).onConflictDoNothing();
  },
};
