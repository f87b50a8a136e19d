/**
 * The periods an investor picks her account statement by (docs/business-rules.md, "Period
 * statement"): calendar months, quarters and years of Lima days, the latest first; the current one
 * closes today, since a statement never reaches past it.
 */

export type StatementPeriodKind = 'month' | 'quarter' | 'year';

export interface StatementPeriodChoice {
  key: string;
  label: string;
  /** The months a quarter spans ("julio a setiembre"); empty for a month or a year. */
  detail: string;
  from: string;
  to: string;
}

/** Month names as Peru writes them ("setiembre"), January first. */
export const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'setiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const upTo = (day: string, today: string) => (day < today ? day : today);

/** How many of each kind are offered: two years of months, two of quarters, five years. */
const counts: Record<StatementPeriodKind, number> = { month: 24, quarter: 8, year: 5 };

/** The `kind` periods up to the one `today` (YYYY-MM-DD, Lima) falls in, the latest first. */
export function statementPeriodChoices(kind: StatementPeriodKind, today: string): StatementPeriodChoice[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const out: StatementPeriodChoice[] = [];
  for (let i = 0; i < counts[kind]; i++) {
    if (kind === 'year') {
      const y = year - i;
      out.push({
        key: `${y}`,
        label: `Año ${y}`,
        detail: '',
        from: `${y}-01-01`,
        to: upTo(`${y}-12-31`, today),
      });
    } else if (kind === 'quarter') {
      const index = year * 4 + Math.floor((month - 1) / 3) - i;
      const y = Math.floor(index / 4);
      const q = (index % 4) + 1;
      const first = (q - 1) * 3 + 1;
      out.push({
        key: `${y}-T${q}`,
        label: `${q}.º trimestre de ${y}`,
        detail: `${monthNames[first - 1]} a ${monthNames[first + 1]}`,
        from: `${y}-${pad(first)}-01`,
        to: upTo(`${y}-${pad(first + 2)}-${pad(lastDay(y, first + 2))}`, today),
      });
    } else {
      const index = year * 12 + (month - 1) - i;
      const y = Math.floor(index / 12);
      const m = (index % 12) + 1;
      out.push({
        key: `${y}-${pad(m)}`,
        label: `${monthNames[m - 1]![0]!.toUpperCase()}${monthNames[m - 1]!.slice(1)} de ${y}`,
        detail: '',
        from: `${y}-${pad(m)}-01`,
        to: upTo(`${y}-${pad(m)}-${pad(lastDay(y, m))}`, today),
      });
    }
  }
  return out;
}
