/**
 * Currencies (requirements R3, R9). Kept free of zod so modules that only format money (the landing route)
 * do not pull the schema library into their bundle (docs/decisions/0007).
 */
export const currencyCodes = ['PEN', 'USD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];
export const currencySymbols: Record<CurrencyCode, string> = { PEN: 'S/', USD: '$' };
/** How a currency reads inside a sentence ("en soles") and as a label ("Soles"). */
export const currencyWords: Record<CurrencyCode, string> = { PEN: 'soles', USD: 'dólares' };
export const currencyNames: Record<CurrencyCode, string> = { PEN: 'Soles', USD: 'Dólares' };
/** A symbol that cannot be mistaken for another dollar ("US$ 1"), where a list mixes currencies. */
export const currencyIsoSymbols: Record<CurrencyCode, string> = { PEN: 'S/', USD: 'US$' };

const isCurrencyCode = (code: string): code is CurrencyCode =>
  (currencyCodes as readonly string[]).includes(code);

/**
 * A code read from storage (typed as a string) through one of the maps above: `currencyLabel(currencyWords,
 * 'PEN')` is "soles"; an unknown code reads as itself.
 */
export const currencyLabel = (labels: Record<CurrencyCode, string>, code: string): string =>
  isCurrencyCode(code) ? labels[code] : code;
