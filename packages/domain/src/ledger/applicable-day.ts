import { addDays, limaDate } from '../lima-time.ts';
import { isPeruHoliday } from './peru-holidays.ts';

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

/** Lima weekdays (1 Monday … 5 Friday) on which operations publish each fund's new quota value. */
export const QUOTA_UPDATE_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/** A quota-update day: a Lima weekday that is not one of Peru's national holidays (`peruHolidays`). */
export function isQuotaUpdateDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return QUOTA_UPDATE_WEEKDAYS.includes(weekday) && !isPeruHoliday(isoDate);
}

/**
 * The daily quota update is under way (docs/business-rules.md, "The daily quota update"): on a
 * quota-update day (a Lima weekday that is not a public holiday), before 16:30 Lima time, while the fund's latest published value
 * is still dated before today. Then an investment cannot be priced: the API refuses it with a 400
 * and the investor is sent to an adviser. A value published for today, the cut-off, a weekend or a
 * holiday ends it. A fund with no value at all is not "updating": it has nothing to price with.
 */
export function quotaUpdateUnderWay(instant: Date, latestValueDate: string | null | undefined): boolean {
  if (!latestValueDate) return false;
  const today = limaDate(instant);
  if (!isQuotaUpdateDay(today)) return false;
  if (limaMinutes(instant) >= QUOTA_CUTOFF.hour * 60 + QUOTA_CUTOFF.minute) return false;
  return latestValueDate < today;
}

/** The 400's message while the daily quota update is under way, with the adviser's WhatsApp number when configured. */
export function quotaUpdatingMessage(adviserPhone?: string | null): string {
  const phone = adviserPhone?.trim();
  return `El valor cuota se está actualizando. Para continuar con tu solicitud comunícate con un asesor de inversiones por WhatsApp${
    phone ? ` al ${phone}` : ''
  }.`;
}
