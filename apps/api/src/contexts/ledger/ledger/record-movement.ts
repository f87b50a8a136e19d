import type { MovementStatus, MovementType } from '@invierte/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { writeTogether, type Write } from '../../../db/write-together.ts';
import { investorsChanged } from '../../../shared/investor-changes.ts';
import { movements } from '../../../db/schema.ts';

export interface MovementRecord {
  userId: string;
  productId: string;
  type: MovementType;
  status: MovementStatus;
  amount: string;
  quotaValue: string;
  quotas: string;
  operationDate: string;
  key: string;
}

/**
 * The investor-facing records of ledger operations (decision 0014), each under the investor's
 * investment in the product (opened with the first one). `key` names its cause (`onboarding:<id>`,
 * `rescue:<id>`) and is unique, so one cause never shows twice. Quotas are signed: a rescue's are
 * negative. For `writeTogether`, beside the operations' other writes: a builder with no side effect,
 * so whoever sends it announces the investors (`recordMovement`, or the journal batch it goes with).
 */
export function movementsWrite(list: MovementRecord[]): Write {
  const holdings = [...new Map(list.map((m) => [`${m.userId}|${m.productId}`, m])).values()];
  const opened = sql.join(
    holdings.map((m) => sql`(${m.userId}::uuid, ${m.productId}::uuid)`),
    sql`, `,
  );
  const values = sql.join(
    list.map(
      (m) => sql`(${m.userId}::uuid, ${m.productId}::uuid, ${m.type}, ${m.status}, ${m.amount}::numeric,
        ${m.quotaValue}::numeric, ${m.quotas}::numeric, ${m.operationDate}::date, ${m.key})`,
    ),
    sql`, `,
  );
  return {
    name: 'movements',
    prelude: {
      name: 'movement_investments',
      statement: sql`insert into investments (user_id, product_id) values ${opened}
        on conflict (user_id, product_id) do nothing returning id, user_id, product_id`,
    },
    statement: sql`insert into movements
        (investment_id, type, status, amount, quota_value, quotas, operation_date, idempotency_key)
      select coalesce(n.id, i.id), m.type, m.status, m.amount, m.quota_value, m.quotas, m.operation_date, m.key
      from (values ${values}) as m (user_id, product_id, type, status, amount, quota_value, quotas, operation_date, key)
      left join movement_investments n on n.user_id = m.user_id and n.product_id = m.product_id
      left join investments i on i.user_id = m.user_id and i.product_id = m.product_id`,
    rows: list.length,
    refusal: () => new Error(`movements ${list.map((m) => m.key).join(', ')} not all inserted`),
  };
}

/** The movement alone, in one round trip; its investor's cached answers go after the commit. */
export async function recordMovement(db: Db, m: MovementRecord): Promise<void> {
  await writeTogether(db, [movementsWrite([m])]);
  investorsChanged(db, m.userId);
}

/** Moves a movement's status along with its cause (a rescue settled, cancelled or rejected). */
export async function setMovementStatus(db: Db, key: string, status: MovementStatus): Promise<void> {
  await db.update(movements).set({ status }).where(eq(movements.idempotencyKey, key));
}
