/** Business dates are Lima dates (America/Lima, UTC-5 all year): quota values, cut-offs, quarters. */
const limaDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Lima',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of the given instant in Lima. */
export function limaDate(instant: Date): string {
  return limaDateFormat.format(instant);
}

/** The ISO date `days` calendar days after (or before, if negative) an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
