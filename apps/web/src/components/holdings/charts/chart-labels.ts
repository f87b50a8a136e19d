import { formatCurrency, monthNames, type ChartGranularity, type CurrencyCode } from '@invierte/domain';

// The short names are the first three letters of Peru's month names ("set" for setiembre).
const MONTHS = monthNames.map((name) => name.slice(0, 3));

const monthIndex = (iso: string) => Number(iso.slice(5, 7)) - 1;

/** An axis label: "24 nov" for a day, "nov 26" for a month (a date `YYYY-MM-DD` or a month `YYYY-MM`). */
export function shortDateLabel(iso: string, granularity: ChartGranularity): string {
  const month = MONTHS[monthIndex(iso)] ?? '';
  return granularity === 'day' ? `${Number(iso.slice(8, 10))} ${month}` : `${month} ${iso.slice(2, 4)}`;
}

/** A tooltip's title: "24 de noviembre de 2026", or "noviembre de 2026" for a month. */
export function longDateLabel(iso: string): string {
  const month = monthNames[monthIndex(iso)] ?? '';
  const year = iso.slice(0, 4);
  return iso.length > 7 ? `${Number(iso.slice(8, 10))} de ${month} de ${year}` : `${month} de ${year}`;
}

/**
 * Axis ticks, short enough for a phone: whole units up to 9,999 ("S/ 1,320"), then thousands ("S/ 250
 * mil") and millions ("S/ 1.5 M"). Tooltips and figures carry the exact amount with its cents.
 */
export function axisMoney(currency: CurrencyCode) {
  return (value: number) => {
    const size = Math.abs(value);
    if (size >= 1_000_000)
      return `${formatCurrency((value / 1_000_000).toFixed(1), currency, { decimals: 1, dropZeroDecimals: true })} M`;
    if (size >= 10_000)
      return `${formatCurrency((value / 1_000).toFixed(1), currency, { decimals: 1, dropZeroDecimals: true })} mil`;
    return formatCurrency(Math.round(value), currency, { decimals: 0 });
  };
}
