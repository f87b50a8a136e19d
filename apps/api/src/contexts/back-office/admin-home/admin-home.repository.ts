import type { OnboardingState } from '@invierte/domain';
import { and, count, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { onboardingEvents, onboardings, products, users } from '../../../db/schema.ts';

/** The counts and short lists the back office's home shows per role. */
export const adminHomeRepository = {
  async countInState(db: Db, state: OnboardingState): Promise<number> {
    const [row] = await db.select({ n: count() }).from(onboardings).where(eq(onboardings.state, state));
    return row?.n ?? 0;
  },

  async countDisabledInvestors(db: Db): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.profile, ['INTERESADO', 'PARTICIPE']), isNotNull(users.disabledAt)));
    return row?.n ?? 0;
  },

  /** Held requests with when they were held (their last move into ON_HOLD), the latest first. */
  async latestHeld(db: Db, limit: number) {
    const heldAt = max(onboardingEvents.createdAt);
    return db
      .select({
        id: onboardings.id,
        name: sql<string>`concat_ws(' ', ${users.name}, ${users.lastName}, nullif(${users.secondLastName}, ''))`,
        documentNumber: users.documentNumber,
        productName: products.name,
        heldAt,
      })
      .from(onboardings)
      .innerJoin(users, eq(users.id, onboardings.userId))
      .innerJoin(products, eq(products.id, onboardings.productId))
      .innerJoin(
        onboardingEvents,
        and(eq(onboardingEvents.onboardingId, onboardings.id), eq(onboardingEvents.toState, 'ON_HOLD')),
      )
      .where(eq(onboardings.state, 'ON_HOLD'))
      .groupBy(onboardings.id, users.id, products.id)
      .orderBy(desc(heldAt))
      .limit(limit);
  },
};
