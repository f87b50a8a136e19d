import { addDays, limaDate } from '../lima-time.ts';

/**
 * When the monthly statement goes out (docs/business-rules.md, "Monthly statements and the tax
 * certificate"): on the first business day of each month in Lima, for the month before. A business day
 * is a weekday that is not one of Peru's national holidays.
 */

/** Peru's national holidays on a fixed day (month-day), as the labour calendar lists them. */
const fixedHolidays = new Set([
  '01-01', // Año Nuevo
  '05-01', // Día del Trabajo
  '06-07', // Batalla de Arica y Día de la Bandera
  '06-29', // San Pedro y San Pablo
  '07-23', // Día de la Fuerza Aérea
  '07-28', // Fiestas Patrias
  '07-29', // Fiestas Patrias
  '08-06', // Batalla de Junín
  '08-30', // Santa Rosa de Lima
  '10-08', // Combate de Angamos
  '11-01', // Todos los Santos
  '12-08', // Inmaculada Concepción
  '12-09', // Batalla de Ayacucho
  '12-25', // Navidad
]);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus), `YYYY-MM-DD`. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether a Lima day (`YYYY-MM-DD`) is a national holiday: a fixed one, or Holy Thursday or Friday. */
export function isPeruHoliday(day: string): boolean {
  if (fixedHolidays.has(day.slice(5))) return true;
  const easter = easterSunday(Number(day.slice(0, 4)));
  return day === addDays(easter, -3) || day === addDays(easter, -2);
}

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

const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "octubre de 2026" for `2026-10`. */
export function monthInWords(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
}
