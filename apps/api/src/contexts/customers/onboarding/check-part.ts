import {
  compareDecimalStrings,
  DomainError,
  quotasForAmount,
  toAmountString,
  type OnboardingPart,
  type SavedInvestment,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { refuseWhileQuotaUpdating } from '../../catalogue/index.ts';
import { checkAnswers } from '../customers/check-answers.ts';
import { investmentMinimumOf } from './investment-minimum.ts';
import type { OnboardingFacts } from './onboarding-view.ts';

/**
 * A part's answers checked as the profile checks its sections (`checkAnswers`: option keys, places,
 * age, the account's own document), and the investment against requirements R5's minimum. Returns the
 * data to store: the validated part, or for the investment the amount priced at the latest quota value.
 */
export async function checkPart(
  ctx: AppContext,
  part: OnboardingPart,
  data: Record<string, unknown>,
  facts: OnboardingFacts,
  account: { documentType: string | null; documentNumber: string | null },
): Promise<Record<string, unknown>> {
  const checked = await checkAnswers(ctx, part, data, account);
  return part === 'investment' ? priceInvestment(ctx, String(data.amount), facts) : checked;
}

/**
 * The amount against requirements R5's minimum, priced at the latest quota value (quotas truncated to 8
 * decimals); refused while the day's quota update is under way.
 */
function priceInvestment(
  ctx: AppContext,
  rawAmount: string,
  { product, quota }: OnboardingFacts,
): SavedInvestment {
  refuseWhileQuotaUpdating(ctx, quota);
  const amount = toAmountString(rawAmount);
  const { minimum, message } = investmentMinimumOf(product);
  if (compareDecimalStrings(amount, minimum) < 0)
    throw new DomainError('VALIDATION_ERROR', message, [{ field: 'body.amount', message }]);
  if (!quota)
    throw new DomainError(
      'CONFLICT',
      'El producto aún no tiene un valor cuota publicado. Inténtalo más tarde.',
    );
  return {
    amount,
    quotaValue: quota.value,
    quotaValueDate: quota.valueDate,
    quotaNumber: quotasForAmount(amount, quota.value),
  };
}
