import { isPeruHoliday } from '../ledger/peru-holidays.ts';
import { monthNames } from '../portfolio/statement-periods.ts';
import { addDays, limaDate } from '../lima-time.ts';

/**
 * When the monthly statement goes out (docs/business-rules.md, "Monthly statements and the tax
 * certificate"): on the first business day of each month in Lima, for the month before. A business day
 * is a weekday that is not one of Peru's national holidays (ledger/peru-holidays.ts, which the daily
 * quota update follows too).
 */

/** Whether a Lima day is a business day: Monday to Friday and not a national holiday. */
export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPeruHoliday(day);
}

/** The first business day of the month `YYYY-MM`, `YYYY-MM-DD`. */
export function firstBusinessDay(month: string): string {
  let day = `${month}-01`;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** The month before `YYYY-MM`. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The first and last Lima day of the month `YYYY-MM`. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The latest month whose statement is due at `instant`: the previous month once the current month's
 * first business day has begun in Lima, the one before it until then. A process that was down on that
 * day catches up on its next tick: the statement of a month is sent once whenever it is sent.
 */
export function statementMonthDue(instant: Date): string {
  const today = limaDate(instant);
  const month = today.slice(0, 7);
  const previous = previousMonth(month);
  return today >= firstBusinessDay(month) ? previous : previousMonth(previous);
}

/** "octubre de 2026" for `2026-10`. */
export function monthInWords(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
}
