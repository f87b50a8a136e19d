import { documentNumberMaxLength, patterns, type DocumentType } from './rules.ts';

/**
 * Keystroke and paste filters for numeric fields (requirements R5). They clean what the user typed; they do
 * not validate it (an amount like "." still needs the form's own check).
 */

export const PASTE_DEFAULT_MAX_LENGTH = 9;

/**
 * Keeps ASCII digits only. With `decimal`, also keeps the first "." and drops any later one, so the
 * result never holds two decimal points.
 */
export function filterNumericInput(value: string, opts: { decimal?: boolean } = {}): string {
  if (!opts.decimal) return value.replace(/[^0-9]/g, '');
  let seenPoint = false;
  let out = '';
  for (const ch of value) {
    if (ch >= '0' && ch <= '9') {
      out += ch;
    } else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/**
 * Amount fields strip all but digits and the decimal point. Only the first "." counts as the decimal
 * point; a second one is stripped like any other character.
 */
export function filterAmountInput(value: string): string {
  return filterNumericInput(value, { decimal: true });
}

/**
 * What a document-number field keeps of what was typed or pasted: a DNI its digits only, any other
 * document as typed; never more than the type allows (a DNI 8).
 */
export function filterDocumentNumber(type: DocumentType, text: string): string {
  return (type === 'DNI' ? filterNumericInput(text) : text).slice(0, documentNumberMaxLength(type));
}

/** A paste into a numeric field: digits only, cut to `maxLength` (default 9). */
export function filterPastedDigits(text: string, maxLength: number = PASTE_DEFAULT_MAX_LENGTH): string {
  if (!Number.isInteger(maxLength) || maxLength < 0) {
    throw new RangeError('maxLength must be a non-negative integer');
  }
  return filterNumericInput(text).slice(0, maxLength);
}

/** True when the pasted text is made only of ASCII digits (an empty paste is not). */
export function isDigitsOnly(text: string): boolean {
  return patterns.digits.test(text);
}
