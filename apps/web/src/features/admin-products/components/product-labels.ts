import { type CurrencyCode, currencySymbols, formatQuotaValue } from '@invierte/domain';

/** How the back office names product kinds and currencies. */
export const productTypeLabels: Record<string, string> = {
  factoring: 'Factoring',
  bono: 'Bono',
  mutuo: 'Mutuo',
  'renta-fia': 'Renta FIA',
};

/** A quota value with its currency symbol and 8 decimals ("S/ 125.43218760"). */
export const quotaValueLabel = (value: string, currency: CurrencyCode) =>
  formatQuotaValue(value, currencySymbols[currency]);
