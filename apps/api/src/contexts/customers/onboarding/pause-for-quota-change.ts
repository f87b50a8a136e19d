import { onboardingStatesAllowing, type SavedInvestment } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { applyOnboardingEvent } from './apply-onboarding-event.ts';
import { onboardingRepository } from './onboarding.repository.ts';
import { loadFacts, statusOf } from './onboarding-view.ts';
import { tellQuotaValueChanged } from './quota-change-notice.ts';

const pausableStates = onboardingStatesAllowing('QUOTA_VALUE_CHANGED');

/**
 * A product's quota value of the day changed: every onboarding in a stage before the deposit whose
 * investment was priced at another value pauses as CANCELED_BY_QUOTA_VALUE_CHANGE (requirements R4, issue 9
 * item 7), in the transaction that writes the value, so no investor signs or deposits at a price that
 * is no longer the day's. One without an investment yet, or priced at this very value, is untouched.
 * Each investor paused is told by an alert and an e-mail, in the same transaction. Returns the ids
 * it paused.
 */
export async function pauseOnboardingsForQuotaChange(
  ctx: AppContext,
  tx: Db,
  input: { productId: string; quotaValue: string; valueDate: string; at: Date },
): Promise<string[]> {
  const paused: string[] = [];
  for (const row of await onboardingRepository.lockPausableOfProduct(tx, input.productId, pausableStates)) {
    const { parts, product } = await loadFacts(tx, row);
    const investment = parts.get('investment') as SavedInvestment | undefined;
    if (!investment || new Decimal(investment.quotaValue).eq(input.quotaValue)) continue;
    await applyOnboardingEvent(ctx, tx, {
      row,
      status: statusOf(row, parts),
      event: 'QUOTA_VALUE_CHANGED',
      actorUserId: null,
      client: null,
      at: input.at,
      data: {
        oldQuotaValue: investment.quotaValue,
        newQuotaValue: input.quotaValue,
        valueDate: input.valueDate,
      },
    });
    await tellQuotaValueChanged(ctx, tx, {
      userId: row.userId,
      onboardingId: row.id,
      product,
      oldQuotaValue: investment.quotaValue,
      newQuotaValue: input.quotaValue,
    });
    paused.push(row.id);
  }
  return paused;
}
