import { finalOnboardingStates } from '@invierte/domain';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { onboardings, products } from '../../../db/schema.ts';

/** What the banners read beside the profile and the payout accounts. */
export const bannersRepository = {
  /** The customer's open request (at most one: `onboardings_one_open_per_user`), newest first. */
  async openRequest(db: Db, userId: string) {
    const [row] = await db
      .select({
        onboardingId: onboardings.id,
        state: onboardings.state,
        contractState: onboardings.contractState,
        productName: products.name,
      })
      .from(onboardings)
      .innerJoin(products, eq(products.id, onboardings.productId))
      .where(and(eq(onboardings.userId, userId), notInArray(onboardings.state, [...finalOnboardingStates])))
      .orderBy(desc(onboardings.createdAt))
      .limit(1);
    return row;
  },
};
