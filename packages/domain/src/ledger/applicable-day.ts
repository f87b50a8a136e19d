import { addDays, limaDate } from '../lima-time.ts';

/** A new quota value takes effect at 4:30 pm Lima time (SPEC §9 "requests resume from 4:30 pm"). */
export const QUOTA_CUTOFF = { hour: 16, minute: 30 } as const;

const limaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Lima',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since Lima midnight of an instant. */
function limaMinutes(instant: Date): number {
  const parts = limaClock.formatToParts(instant);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value);
  return hour * 60 + minute;
}

/**
 * The business day whose quota value prices an operation made at `instant` (docs/business-rules.md,
 * "Applicable day"): from 16:30:00 Lima time the day itself, before it the previous calendar day.
 * The price is then the product's latest published value dated on or before that day.
 */
export function applicableQuotaDay(instant: Date): string {
  const today = limaDate(instant);
  const cutoff = QUOTA_CUTOFF.hour * 60 + QUOTA_CUTOFF.minute;
  return limaMinutes(instant) >= cutoff ? today : addDays(today, -1);
}
