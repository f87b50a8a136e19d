import Decimal from 'decimal.js';

// Plain decimal notation with an optional exponent. Stricter than Decimal's own parser, which would
// also take hex/binary/octal literals, "NaN" and "Infinity".
const NUMERIC_STRING = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Parses money input into a finite Decimal for arithmetic; anything else is a RangeError. Kept apart
 * from formatMoney (money-format.ts) so that showing an amount does not download decimal.js.
 */
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
