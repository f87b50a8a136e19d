import type { DepositView } from '@invierte/domain';
import type { AppContext } from '../../../../context.ts';
import { loadOwnedOnboarding } from '../onboarding-view.ts';
import { depositViewOf } from './deposit-view.ts';

/** GET /api/onboarding/deposit/{id}: only the owner reads it; anyone else gets 404. */
export async function getDeposit(ctx: AppContext, userId: string, id: string): Promise<DepositView> {
  return depositViewOf(ctx.db, await loadOwnedOnboarding(ctx.db, id, userId));
}
