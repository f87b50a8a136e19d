import {
  formatCurrency,
  MINIMUM_MESSAGE_PREFIX,
  simulatorMinimumMessage,
  simulatorMinimums,
} from '@invierte/domain';
import type { ProductRow } from '../../catalogue/index.ts';

/** A decimal string with 2 decimals ("1000" → "1000.00"); the amounts here are already validated. */
export function toAmount(value: string): string {
  const [units = '0', cents = ''] = value.trim().split('.');
  return `${BigInt(units).toString()}.${cents.padEnd(2, '0').slice(0, 2)}`;
}

const cents = (amount: string) => BigInt(toAmount(amount).replace('.', ''));

/** `a < b` for two decimal amounts of at most 2 decimals, without a float. */
export const amountBelow = (a: string, b: string) => cents(a) < cents(b);

/**
 * Requirements R5's minimum and message for a product: the simulator's table for its products 1, 3 and 4
 * (Mutuo's message names more than its minimum, as R5 gives it), the product's own minimum otherwise.
 */
export function investmentMinimumOf(product: ProductRow): { minimum: string; message: string } {
  const currency = product.currency;
  const value = product.simulatorValue;
  if (value === 1 || value === 3 || value === 4)
    return {
      minimum: toAmount(simulatorMinimums[value][currency]),
      message: simulatorMinimumMessage(value, currency) ?? '',
    };
  return {
    minimum: toAmount(product.minInvestment),
    message: `${MINIMUM_MESSAGE_PREFIX} ${formatCurrency(product.minInvestment, currency, { dropZeroDecimals: true })}`,
  };
}
