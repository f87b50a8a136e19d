import { addDays, limaDate } from '../lima-time.ts';

/** A new quota value takes effect at 4:30 pm Lima time (requirements R9 "requests resume from 4:30 pm"). */
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

/** The cut-off as Peruvians read it on a screen: "4:30 p. m.". */
export const quotaCutoffLabel = `${QUOTA_CUTOFF.hour % 12 || 12}:${String(QUOTA_CUTOFF.minute).padStart(2, '0')} ${
  QUOTA_CUTOFF.hour < 12 ? 'a. m.' : 'p. m.'
}`;

/** The 4:30 pm rule in the investor's words, wherever a screen names the day whose value applies. */
export const quotaDayRule = `El valor cuota de cada día rige desde las ${quotaCutoffLabel} (hora de Lima); antes de esa hora se aplica el del día anterior.`;
