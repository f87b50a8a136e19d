import {
  formatCurrency,
  MINIMUM_MESSAGE_PREFIX,
  simulatorMinimumMessage,
  simulatorMinimums,
  toAmountString,
} from '@invierte/domain';
import type { OnboardingProduct } from './onboarding.repository.ts';

/**
 * Requirements R5's minimum and message for a product: the simulator's table for its products 1, 3 and 4
 * (Mutuo's message names more than its minimum, as R5 gives it), the product's own minimum otherwise.
 */
export function investmentMinimumOf(product: OnboardingProduct): { minimum: string; message: string } {
  const currency = product.currency;
  const value = product.simulatorValue;
  if (value === 1 || value === 3 || value === 4)
    return {
      minimum: toAmountString(simulatorMinimums[value][currency]),
      message: simulatorMinimumMessage(value, currency) ?? '',
    };
  return {
    minimum: toAmountString(product.minInvestment),
    message: `${MINIMUM_MESSAGE_PREFIX} ${formatCurrency(product.minInvestment, currency, { dropZeroDecimals: true })}`,
  };
}
