import Decimal from 'decimal.js';
import { AMOUNT_DECIMALS, QUOTA_DECIMALS } from './decimal-places.ts';

/**
 * Quota arithmetic (docs/business-rules.md, "Quotas"). Amounts carry 2 decimals, quota values and
 * quota counts 8. Quotas bought are truncated, never rounded up, so the fund never issues more quota
 * than was paid for; the money value of quotas is rounded half-up to the cent at the last step only.
 */
export { AMOUNT_DECIMALS, QUOTA_DECIMALS };

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export function quotasForAmount(amount: string, quotaValue: string): string {
  const value = new D(quotaValue);
  if (!value.isPositive() || value.isZero()) throw new RangeError('quota value must be positive');
  return new D(amount).div(value).toDecimalPlaces(QUOTA_DECIMALS, Decimal.ROUND_DOWN).toFixed(QUOTA_DECIMALS);
}

export function amountForQuotas(quotas: string, quotaValue: string): string {
  return new D(quotas)
    .mul(quotaValue)
    .toDecimalPlaces(AMOUNT_DECIMALS, Decimal.ROUND_HALF_UP)
    .toFixed(AMOUNT_DECIMALS);
}

/**
 * A quota count (units) or a quota value as the decimal string the ledger and the catalogue carry:
 * 8 decimals, half-up ("12.5" → "12.50000000").
 */
export function toQuotaString(value: Decimal.Value): string {
  return new D(value).toFixed(QUOTA_DECIMALS);
}

/**
 * An amount as a decimal string with its 2 decimals ("1000" → "1000.00"), digits past the cent cut,
 * never rounded up; for amounts already validated (a RangeError otherwise).
 */
export function toAmountString(value: string): string {
  const text = value.trim();
  if (!/^\d+(\.\d*)?$/.test(text)) throw new RangeError(`Invalid amount: "${value}"`);
  return new D(text).toFixed(AMOUNT_DECIMALS, Decimal.ROUND_DOWN);
}
