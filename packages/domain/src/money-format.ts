import type Decimal from 'decimal.js';
import { currencySymbols, type CurrencyCode } from './currency.ts';
import { QUOTA_DECIMALS } from './decimal-places.ts';

/**
 * Money formatting (requirements R5): dot decimal, digits grouped by three, rounding half-up on the
 * amount's decimal digits so no binary float ever decides a cent. It works on the digits as written
 * rather than through decimal.js, which the landing page would otherwise download (13 KB gzip) and
 * start up just to show a few minimum investments; toMoneyDecimal (money-decimal.ts) is the Decimal
 * door for arithmetic.
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
  /**
   * Prefix such as "S/" or "$", joined to the number by a no-break space (U+00A0): an amount never
   * breaks between its symbol and its digits, on a phone's line or in a table's narrow column.
   */
  symbol?: string;
}

export const MONEY_DEFAULT_DECIMALS = 2;
export const MONEY_MAX_DECIMALS = 20;

export { toMoneyDecimal } from './money-decimal.ts';

// Plain decimal notation with an optional exponent. Stricter than Decimal's own parser, which would
// also take hex/binary/octal literals, "NaN" and "Infinity".
const NUMERIC_STRING = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** A finite amount as its sign and exact digits: integer part (no leading zeros) and fraction. */
interface Digits {
  negative: boolean;
  integer: string;
  fraction: string;
}

function isDecimal(value: unknown): value is Decimal {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Decimal).isFinite === 'function' &&
    typeof (value as Decimal).toFixed === 'function'
  );
}

/** The text of a money amount in plain or exponent notation; anything else is a RangeError. */
function amountText(value: string | number | Decimal): string {
  if (isDecimal(value)) {
    if (!value.isFinite()) throw new RangeError(`Invalid amount: ${value.toString()}`);
    // toFixed() with no argument writes every digit, never an exponent.
    return value.toFixed();
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Invalid amount: ${value}`);
    // A number's shortest round-trip text, so 0.1 stays 0.1 (as Decimal reads numbers).
    return String(value);
  }
  if (typeof value === 'string') return value.trim();
  throw new RangeError('Invalid amount');
}

function toDigits(value: string | number | Decimal): Digits {
  const text = amountText(value);
  const match = NUMERIC_STRING.exec(text);
  const [, sign = '', whole = '', part = '', exponent = '0'] = match ?? [];
  if (!match || (whole === '' && part === '')) throw new RangeError(`Invalid amount: "${String(value)}"`);
  // Move the point by the exponent over the digits as written.
  const digits = whole + part;
  const point = whole.length + Number(exponent);
  const integer = point <= 0 ? '' : digits.slice(0, point).padEnd(point, '0');
  const fraction =
    point >= digits.length ? '' : digits.slice(Math.max(point, 0)).padStart(digits.length - point, '0');
  return { negative: sign === '-', integer: integer.replace(/^0+/, '') || '0', fraction };
}

/** Adds one to an unsigned digit string ("999" -> "1000"). */
function increment(digits: string): string {
  let out = '';
  let carry = 1;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const sum = Number(digits[i]) + carry;
    carry = sum === 10 ? 1 : 0;
    out = String(sum % 10) + out;
  }
  return carry ? `1${out}` : out;
}

/** Rounds to `decimals` places, ties away from zero (so -1.005 becomes -1.01, like 1.005). */
function roundHalfUp({ integer, fraction }: Digits, decimals: number): [string, string] {
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') < '5') return [integer, kept];
  const bumped = increment(integer + kept);
  const split = bumped.length - decimals;
  return [bumped.slice(0, split), bumped.slice(split)];
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
  const amount = toDigits(value);
  const [integerPart, fractionPart] = roundHalfUp(amount, decimals);

  const showFraction = fractionPart !== '' && !(options.dropZeroDecimals && /^0+$/.test(fractionPart));
  const body = groupIntegerDigits(integerPart) + (showFraction ? `.${fractionPart}` : '');

  // A value that rounds to zero is shown unsigned: "-0.00" means nothing to a reader.
  const negative = amount.negative && /[1-9]/.test(integerPart + fractionPart);
  const symbol = options.symbol ? `${options.symbol}\u00a0` : '';
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

/**
 * A number of quotas with all its 8 decimals ("2,477.92941892"): every screen, PDF, mail and
 * message shows a holding's quotas alike.
 */
export function formatQuotas(
  quotas: string | number | Decimal,
  options: Pick<MoneyFormatOptions, 'dropZeroDecimals'> = {},
): string {
  return formatMoney(quotas, { ...options, decimals: QUOTA_DECIMALS });
}

/**
 * A quota value with all its 8 decimals, after its currency's symbol when given ("S/ 110.01237720"):
 * the month-end value in the rate history is the same figure as the portfolio's valor cuota.
 */
export function formatQuotaValue(value: string | number | Decimal, symbol?: string): string {
  return formatMoney(value, symbol ? { decimals: QUOTA_DECIMALS, symbol } : { decimals: QUOTA_DECIMALS });
}

/** A USD/PEN exchange rate: soles per dollar with its 4 decimals ("S/ 3.7625"). */
export function formatExchangeRate(rate: string | Decimal): string {
  return formatMoney(rate, { decimals: 4, symbol: currencySymbols.PEN });
}

/**
 * A percentage as the API computed it ("12.50"), its "%" kept on the same line as the number
 * ("12.50 %"): the gain's and the annual return's on every screen and PDF.
 */
export function formatPercent(percent: string): string {
  return `${percent}\u00a0%`;
}

/** A fraction written as a percent on its digits, without floats: "0.0925" → "9.25", "0.10" → "10". */
export function percentOfFraction(fraction: string): string {
  const [whole = '0', decimals = ''] = fraction.split('.');
  const digits = whole + decimals.padEnd(2, '0');
  const integer = digits.slice(0, whole.length + 2).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(whole.length + 2).replace(/0+$/, '');
  return rest ? `${integer}.${rest}` : integer;
}

/** A rate kept as a fraction (a product's annual rate, a tax rate) as people read it: "9.25 %". */
export function formatRate(fraction: string): string {
  return formatPercent(percentOfFraction(fraction));
}

/** A change in percent with its sign ("+0.02 %", "-0.40 %"); no change has none ("0.00 %"). */
export function formatPercentChange(change: string): string {
  const plus = !change.startsWith('-') && /[1-9]/.test(change);
  return formatPercent(plus ? `+${change}` : change);
}

/** A gain, with its percentage of the capital when there is one: "S/ 120.00 (12.00 %)". */
export function formatGain(gain: string, gainPercent: string | null, currency: CurrencyCode): string {
  const amount = formatCurrency(gain, currency);
  return gainPercent ? `${amount} (${formatPercent(gainPercent)})` : amount;
}

/** A count of things grouped as amounts are ("12,004"), for the screens' totals. */
export function formatCount(n: number): string {
  return formatMoney(n, { decimals: 0 });
}

/** A count with its noun in the right number: "1 solicitud", "12,004 solicitudes". */
export function countOf(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
