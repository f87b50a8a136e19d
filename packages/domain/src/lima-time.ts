/** Business dates are Lima dates (America/Lima, UTC-5 all year): quota values, cut-offs, quarters. */
const limaParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Lima',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
});

const HOUR = 3_600_000;
// Lima's offset from UTC per UTC hour, read from the time-zone data once per hour seen: formatting
// with Intl on every call cost a few microseconds, and every portfolio answer asks for today's date.
// Offsets change only on whole hours (Peru's own changes did), so an hour's offset is exact.
const offsets = new Map<number, number>();

function limaOffset(hour: number): number {
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const at = hour * HOUR;
    const part = Object.fromEntries(limaParts.formatToParts(at).map((p) => [p.type, Number(p.value)]));
    offset = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!) - at;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** `YYYY-MM-DD` of the given instant in Lima. */
export function limaDate(instant: Date): string {
  const ms = instant.getTime();
  return new Date(ms + limaOffset(Math.floor(ms / HOUR))).toISOString().slice(0, 10);
}

/** The ISO date `days` calendar days after (or before, if negative) an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant a Lima calendar day begins (Lima keeps UTC−5 all year: 05:00 UTC). */
export function limaMidnight(isoDate: string): Date {
  return new Date(`${isoDate}T05:00:00Z`);
}
