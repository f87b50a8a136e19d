const monthFormat = new Intl.DateTimeFormat('es-PE', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2025-11" → "nov 2025" (the API's months are calendar months, not instants: read them in UTC). */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return monthFormat.format(Date.UTC(year, monthNumber - 1, 1)).replace('.', '');
}
