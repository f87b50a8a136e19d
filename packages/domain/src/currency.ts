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
