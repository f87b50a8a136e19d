import { addDays } from '../lima-time.ts';

/**
 * Peru's national public holidays (feriados nacionales), as data: the days the whole country rests, on
 * which operations publish no quota value (docs/business-rules.md, "The daily quota update"). The fixed
 * ones by month and day; Holy Thursday and Good Friday move with Easter and are computed for any year.
 * Public-sector "días no laborables" decreed year by year are not holidays for a fund and are left out.
 */
export const PERU_FIXED_HOLIDAYS: readonly { month: number; day: number; name: string }[] = [
  { month: 1, day: 1, name: 'Año Nuevo' },
  { month: 5, day: 1, name: 'Día del Trabajo' },
  { month: 6, day: 7, name: 'Batalla de Arica y Día de la Bandera' },
  { month: 6, day: 29, name: 'San Pedro y San Pablo' },
  { month: 7, day: 23, name: 'Día de la Fuerza Aérea del Perú' },
  { month: 7, day: 28, name: 'Fiestas Patrias' },
  { month: 7, day: 29, name: 'Fiestas Patrias' },
  { month: 8, day: 6, name: 'Batalla de Junín' },
  { month: 8, day: 30, name: 'Santa Rosa de Lima' },
  { month: 10, day: 8, name: 'Combate de Angamos' },
  { month: 11, day: 1, name: 'Día de Todos los Santos' },
  { month: 12, day: 8, name: 'Inmaculada Concepción' },
  { month: 12, day: 9, name: 'Batalla de Ayacucho' },
  { month: 12, day: 25, name: 'Navidad' },
];

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus), as `YYYY-MM-DD`. */
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
  return iso(year, month, day);
}

const byYear = new Map<number, ReadonlyMap<string, string>>();

/** Every national holiday of a year, date (`YYYY-MM-DD`) → its name, in date order. */
export function peruHolidays(year: number): ReadonlyMap<string, string> {
  let holidays = byYear.get(year);
  if (!holidays) {
    const easter = easterSunday(year);
    const entries: [string, string][] = [
      ...PERU_FIXED_HOLIDAYS.map(({ month, day, name }): [string, string] => [iso(year, month, day), name]),
      [addDays(easter, -3), 'Jueves Santo'],
      [addDays(easter, -2), 'Viernes Santo'],
    ];
    holidays = new Map(entries.sort(([a], [b]) => a.localeCompare(b)));
    byYear.set(year, holidays);
  }
  return holidays;
}

/** Whether a date (`YYYY-MM-DD`, a Lima date) is a national public holiday in Peru. */
export function isPeruHoliday(isoDate: string): boolean {
  return peruHolidays(Number(isoDate.slice(0, 4))).has(isoDate);
}
