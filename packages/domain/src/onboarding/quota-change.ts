import { AMOUNT_DECIMALS, QUOTA_DECIMALS, amountForQuotas, quotasForAmount } from '../quota-math.ts';
import { decimalPattern } from '../rules.ts';

/**
 * The figures of a quota-value change (docs/business-rules.md, "Quota-value change"). The investment
 * keeps either its quota number (the investor approves: the amount follows the new value) or its
 * amount (the investor rejects: the quota number follows it). Decimal strings in, decimal strings out.
 */

const quotaPattern = /* @__PURE__ */ decimalPattern(15, QUOTA_DECIMALS);
const amountPattern = /* @__PURE__ */ decimalPattern(15, AMOUNT_DECIMALS);

function positive(value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value) || /^[0.]+$/.test(value))
    throw new RangeError(`${what} must be a positive decimal: ${value}`);
  return value;
}

/**
 * The reactivate dialog's new investment amount (requirements R2): new quota value × quota number, rounded
 * half-up to 2 decimals at the last step only.
 */
export function quotaChangeNewAmount(newQuotaValue: string, quotaNumber: string): string {
  return amountForQuotas(
    positive(quotaNumber, quotaPattern, 'quota number'),
    positive(newQuotaValue, quotaPattern, 'quota value'),
  );
}

/** Quotas the unchanged amount buys at the new value: truncated to 8 decimals, like any purchase. */
export function quotaChangeQuotaNumber(amount: string, newQuotaValue: string): string {
  return quotasForAmount(
    positive(amount, amountPattern, 'amount'),
    positive(newQuotaValue, quotaPattern, 'quota value'),
  );
}

export interface QuotaChangeFigures {
  newQuotaValue: string;
  /** The investment as it stood: amount and quota number at the old value. */
  amount: string;
  quotaNumber: string;
}

/** Both outcomes, for the reactivate dialog and for the API's approve and reject calls. */
export function quotaChangeOutcomes(figures: QuotaChangeFigures): {
  approve: { amount: string; quotaNumber: string };
  reject: { amount: string; quotaNumber: string };
} {
  return {
    approve: {
      amount: quotaChangeNewAmount(figures.newQuotaValue, figures.quotaNumber),
      quotaNumber: figures.quotaNumber,
    },
    reject: {
      amount: figures.amount,
      quotaNumber: quotaChangeQuotaNumber(figures.amount, figures.newQuotaValue),
    },
  };
}
