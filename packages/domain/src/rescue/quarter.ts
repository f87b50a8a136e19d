import { limaDate } from '../lima-time.ts';

/** A calendar quarter in Lima time: the period of the fund's repurchase cap (requirements R1, R9). */
export interface LimaQuarter {
  /** `2026-Q4` */
  key: string;
  /** First Lima day of the quarter, `YYYY-MM-DD`. */
  firstDay: string;
  /** First Lima day of the next quarter. */
  nextFirstDay: string;
  /** The instant the quarter begins (Lima midnight; Lima is UTC−5 all year). */
  startsAt: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The Lima calendar quarter an instant falls in. */
export function limaQuarter(instant: Date): LimaQuarter {
  const [year, month] = limaDate(instant).split('-').map(Number) as [number, number];
  const q = Math.floor((month - 1) / 3);
  const firstDay = `${year}-${pad(q * 3 + 1)}-01`;
  const nextFirstDay = q === 3 ? `${year + 1}-01-01` : `${year}-${pad(q * 3 + 4)}-01`;
  return {
    key: `${year}-Q${q + 1}`,
    firstDay,
    nextFirstDay,
    startsAt: new Date(`${firstDay}T05:00:00.000Z`),
  };
}
