import type { MovementStatus, MovementType } from '@invierte/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { investorsChanged } from '../../shared/investor-changes.ts';
import { investments, movements } from '../../db/schema.ts';

/**
 * The investor-facing record of a ledger operation (decision 0014), under the investor's investment in
 * the product (created with the first one). `key` names its cause (`onboarding:<id>`, `rescue:<id>`)
 * and is unique, so one cause never shows twice. Quotas are signed: a rescue's are negative.
 */
export async function recordMovement(
  db: Db,
  m: {
    userId: string;
    productId: string;
    type: MovementType;
    status: MovementStatus;
    amount: string;
    quotaValue: string;
    quotas: string;
    operationDate: string;
    key: string;
  },
): Promise<void> {
  await db
    .insert(investments)
    .values({ userId: m.userId, productId: m.productId })
    .onConflictDoNothing({ target: [investments.userId, investments.productId] });
  const [investment] = await db
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.userId, m.userId), eq(investments.productId, m.productId)));
  if (!investment) throw new Error('investment missing after upsert');
  await db.insert(movements).values({
    investmentId: investment.id,
    type: m.type,
    status: m.status,
    amount: m.amount,
    quotaValue: m.quotaValue,
    quotas: m.quotas,
    operationDate: m.operationDate,
    idempotencyKey: m.key,
  });
  investorsChanged(db, m.userId);
}

/** Moves a movement's status along with its cause (a rescue settled, cancelled or rejected). */
export async function setMovementStatus(db: Db, key: string, status: MovementStatus): Promise<void> {
  await db.update(movements).set({ status }).where(eq(movements.idempotencyKey, key));
}
