import Decimal from 'decimal.js';
import { currencySymbols, type CurrencyCode } from './currency.ts';

/**
 * Money formatting (SPEC.md §5): dot decimal, digits grouped by three, rounding half-up with
 * decimal.js so no binary float ever decides a cent.
 *
 * Separator rule (Peruvian convention, Spanish long scale): the separator that sits at a power of a
 * million (10^6, 10^12, 10^18, ... — millón, billón, trillón) is an apostrophe; every other group
 * separator is a comma. So the billions boundary (10^9, "mil millones") is a comma:
 *   1234567.5        -> 1'234,567.50
 *   1234567890       -> 1,234'567,890.00
 *   1234567890123    -> 1'234,567'890,123.00
 */

export interface MoneyFormatOptions {
  /** Digits after the point, 0 to 20 (default 2). */
  decimals?: number;
  /** Drop the decimal part when it is all zeros ("1,000" instead of "1,000.00"). */
  dropZeroDecimals?: boolean;
  /** Prefix such as "S/" or "$", separated from the number by one space. */
  symbol?: string;
}

export const MONEY_DEFAULT_DECIMALS = 2;
export const MONEY_MAX_DECIMALS = 20;

// Plain decimal notation with an optional exponent. Stricter than Decimal's own parser, which would
// also take hex/binary/octal literals, "NaN" and "Infinity".
const NUMERIC_STRING = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Parses money input into a finite Decimal; anything else is a RangeError. */
export function toMoneyDecimal(value: string | number | Decimal): Decimal {
  if (Decimal.isDecimal(value)) {
    if (!value.isFinite()) throw new RangeError(`Invalid amount: ${value.toString()}`);
    return new Decimal(value);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Invalid amount: ${value}`);
    // Decimal reads a number through its shortest round-trip string, so 0.1 stays 0.1.
    return new Decimal(value);
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if (!NUMERIC_STRING.test(text)) throw new RangeError(`Invalid amount: "${value}"`);
    return new Decimal(text);
  }
  throw new RangeError('Invalid amount');
}

/** Groups an unsigned integer digit string with the comma/apostrophe rule above. */
function groupIntegerDigits(digits: string): string {
  let out = '';
  let group = 0;
  for (let end = digits.length; end > 0; end -= 3, group += 1) {
    const chunk = digits.slice(Math.max(0, end - 3), end);
    if (group === 0) {
      out = chunk;
    } else {
      // The separator right of this chunk marks 10^(3 * group); even groups are powers of a million.
      out = chunk + (group % 2 === 0 ? "'" : ',') + out;
    }
  }
  return out;
}

export function formatMoney(value: string | number | Decimal, options: MoneyFormatOptions = {}): string {
  const decimals = options.decimals ?? MONEY_DEFAULT_DECIMALS;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MONEY_MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MONEY_MAX_DECIMALS}`);
  }
  const amount = toMoneyDecimal(value);

  // ROUND_HALF_UP rounds ties away from zero, so -1.005 becomes -1.01 (symmetric with 1.005).
  const fixed = amount.abs().toFixed(decimals, Decimal.ROUND_HALF_UP);
  const [integerPart = '0', fractionPart = ''] = fixed.split('.');

  const showFraction = fractionPart !== '' && !(options.dropZeroDecimals && /^0+$/.test(fractionPart));
  const body = groupIntegerDigits(integerPart) + (showFraction ? `.${fractionPart}` : '');

  // A value that rounds to zero is shown unsigned: "-0.00" means nothing to a reader.
  const negative = amount.isNegative() && !new Decimal(fixed).isZero();
  const symbol = options.symbol ? `${options.symbol} ` : '';
  return `${negative ? '-' : ''}${symbol}${body}`;
}

/** formatMoney with the currency's symbol from the shared contracts ("S/ 1,000.00", "$ 500.00"). */
export function formatCurrency(
  value: string | number | Decimal,
  currency: CurrencyCode,
  options: Omit<MoneyFormatOptions, 'symbol'> = {},
): string {
  return formatMoney(value, { ...options, symbol: currencySymbols[currency] });
}
