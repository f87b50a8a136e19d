import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../lima-time.ts';
import { costBasis, holdingGain } from './cost-basis.ts';
import {
  periodStatement,
  type PeriodStatement,
  type StatementFundInput,
  type StatementOperation,
} from './period-statement.ts';

const fund = (
  operations: StatementOperation[],
  quotaValues = [{ date: '2025-12-01', value: '10.00000000' }],
  over: Partial<StatementFundInput> = {},
): StatementFundInput => ({
  productId: 'p1',
  productName: 'Factoring',
  code: 'FIAME',
  currency: 'USD',
  operations,
  quotaValues,
  ...over,
});

let n = 0;
const op = (o: Omit<StatementOperation, 'id' | 'reverses' | 'status'> & Partial<StatementOperation>) =>
  ({ id: `t${++n}`, reverses: null, status: 'EXECUTED', ...o }) as StatementOperation;

describe('period statement', () => {
  it('opens with what was held, lists the period’s events and closes at the last quota value', () => {
    const operations = [
      op({ date: '2026-01-10', kind: 'SUBSCRIPTION', quotas: '100', amount: '1000.00' }),
      op({ date: '2026-02-03', kind: 'SUBSCRIPTION', quotas: '50', amount: '520.00' }),
      op({ date: '2026-02-10', kind: 'RESCUE', quotas: '-30', amount: '330.00' }),
      // Cancelled: it moved nothing and shows no quantity.
      op({ date: '2026-02-12', kind: 'RESCUE', quotas: '-5', amount: '55.00', status: 'CANCELED' }),
      op({ date: '2026-03-02', kind: 'SUBSCRIPTION', quotas: '10', amount: '120.00' }),
    ];
    const values = [
      { date: '2026-01-10', value: '10' },
      { date: '2026-01-31', value: '10.40' },
      { date: '2026-02-27', value: '11.00' },
      { date: '2026-03-05', value: '12' },
    ];
    const s = periodStatement({ from: '2026-02-01', to: '2026-02-28', funds: [fund(operations, values)] });
    const f = s.funds[0]!;
    expect(f.opening).toEqual({
      date: '2026-01-31',
      quotas: '100.00000000',
      quotaValue: '10.40',
      quotaValueDate: '2026-01-31',
      value: '1040.00',
    });
    expect(f.lines.map((l) => [l.date, l.kind, l.quotas, l.amount, l.balance])).toEqual([
      ['2026-02-03', 'SUBSCRIPTION', '50.00000000', '520.00', '150.00000000'],
      ['2026-02-10', 'RESCUE', '-30.00000000', '-330.00', '120.00000000'],
    ]);
    expect(f.notExecuted).toEqual([
      { date: '2026-02-12', type: 'RESCUE', status: 'CANCELED', amount: '55.00' },
    ]);
    expect(f.closing).toMatchObject({ quotas: '120.00000000', quotaValue: '11.00', value: '1320.00' });
    // 1,320 − 1,040 − 520 + 330
    expect(f.period).toEqual({ contributed: '520.00', withdrawn: '330.00', gain: '90.00' });
    // Since the start: the domain's own gain at the close, 1,320 + 330 − 1,520.
    expect(f.sinceStart.gain).toBe(holdingGain(costBasis(operations.slice(0, 3)), '1320.00').gain);
    expect(f.sinceStart.gain).toBe('130.00');
    expect(f.sinceStart.annualReturn).toMatch(/^\d+\.\d{2}$/);
    expect(s.totals).toHaveLength(1);
    expect(s.totals[0]).toMatchObject({ currency: 'USD', openingValue: '1040.00', closingValue: '1320.00' });
    expect(s.totals[0]!.period.gain).toBe('90.00');
  });

  it('leaves out a fund with nothing held and nothing done in the period, and values nothing at zero', () => {
    const gone = fund(
      [
        op({ date: '2026-01-02', kind: 'SUBSCRIPTION', quotas: '10', amount: '100.00' }),
        op({ date: '2026-01-20', kind: 'RESCUE', quotas: '-10', amount: '101.00' }),
      ],
      [{ date: '2026-01-01', value: '10' }],
    );
    expect(periodStatement({ from: '2026-02-01', to: '2026-02-28', funds: [gone] }).funds).toEqual([]);
    const early = periodStatement({
      from: '2025-12-01',
      to: '2025-12-31',
      funds: [fund([op({ date: '2026-01-02', kind: 'SUBSCRIPTION', quotas: '10', amount: '100.00' })])],
    });
    expect(early.funds).toEqual([]);
  });

  it('has no value and no gain while the fund has no quota value', () => {
    const s = periodStatement({
      from: '2026-01-01',
      to: '2026-01-31',
      funds: [fund([op({ date: '2026-01-02', kind: 'SUBSCRIPTION', quotas: '10', amount: '100.00' })], [])],
    });
    expect(s.funds[0]!.closing.value).toBeNull();
    expect(s.funds[0]!.period.gain).toBeNull();
    expect(s.totals[0]!.period.gain).toBeNull();
  });
});

/**
 * Random operation sequences over a few months: subscriptions, rescues of part of what is held,
 * corrections of an earlier event, and requests that were not executed, with a quota value published
 * on random days.
 */
const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
const lastDay = (m: string) =>
  new Date(Date.UTC(+m.slice(0, 4), +m.slice(5, 7), 0)).toISOString().slice(0, 10);
const day = fc.integer({ min: 0, max: 180 }).map((d) => addDays('2026-01-01', d));
const amount = fc.integer({ min: 1, max: 5_000_000 }).map((c) => new Decimal(c).div(100).toFixed(2));
const quotas = fc.integer({ min: 1, max: 10_000_000_000 }).map((q) => new Decimal(q).div(1e8).toFixed(8));
const step = fc.record({
  date: day,
  what: fc.constantFrom('SUBSCRIPTION', 'RESCUE', 'CORRECTION', 'CANCELED', 'REJECTED', 'PENDING'),
  share: fc.integer({ min: 1, max: 100 }),
  quotas,
  amount,
});

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function operationsOf(steps: readonly Step[]) {
  const sorted = [...steps].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const out: StatementOperation[] = [];
  let held = new Decimal(0);
  let id = 0;
  for (const s of sorted) {
    const base = { id: `e${++id}`, reverses: null, date: s.date };
    if (s.what === 'SUBSCRIPTION') {
      out.push({ ...base, status: 'EXECUTED', kind: 'SUBSCRIPTION', quotas: s.quotas, amount: s.amount });
      held = held.plus(s.quotas);
    } else if (s.what === 'RESCUE') {
      if (held.lte(0)) continue;
      const leaving = held.mul(s.share).div(100).toDecimalPlaces(8, Decimal.ROUND_DOWN);
      if (leaving.lte(0)) continue;
      out.push({
        ...base,
        status: 'EXECUTED',
        kind: 'RESCUE',
        quotas: leaving.neg().toFixed(8),
        amount: s.amount,
      });
      held = held.minus(leaving);
    } else if (s.what === 'CORRECTION') {
      // Undo the last executed subscription not yet corrected, when its quotas are still held.
      const corrected = new Set(out.map((o) => o.reverses));
      const target = [...out]
        .reverse()
        .find(
          (o) => o.status === 'EXECUTED' && !o.reverses && o.kind === 'SUBSCRIPTION' && !corrected.has(o.id),
        );
      if (!target || held.lt(target.quotas)) continue;
      out.push({
        ...base,
        status: 'EXECUTED',
        kind: target.kind,
        reverses: target.id,
        quotas: new Decimal(target.quotas).neg().toFixed(8),
        amount: target.amount,
      });
      held = held.minus(target.quotas);
    } else {
      out.push({
        ...base,
        status: s.what,
        kind: s.share % 2 ? 'RESCUE' : 'SUBSCRIPTION',
        quotas: s.quotas,
        amount: s.amount,
      });
    }
  }
  return out;
}

const valuesArb = fc.array(
  fc.record({ date: day, value: quotas.map((q) => new Decimal(q).plus(1).toFixed(8)) }),
  {
    maxLength: 12,
  },
);

const monthly = (operations: StatementOperation[], quotaValues: Array<{ date: string; value: string }>) =>
  months.map((m) =>
    periodStatement({ from: `${m}-01`, to: lastDay(m), funds: [fund(operations, quotaValues)] }),
  );

const fundOf = (s: PeriodStatement) => s.funds[0];

describe('period statement properties', () => {
  it('opening quotas plus the period’s operations equal the closing, to the last decimal', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), valuesArb, (steps, values) => {
        const ops = operationsOf(steps);
        for (const s of monthly(ops, values)) {
          const f = fundOf(s);
          if (!f) continue;
          const sum = f.lines.reduce((q, l) => q.plus(l.quotas), new Decimal(f.opening.quotas));
          expect(sum.toFixed(8)).toBe(f.closing.quotas);
          expect(f.lines.at(-1)?.balance ?? f.opening.quotas).toBe(f.closing.quotas);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('consecutive months chain: one month’s closing is the next month’s opening', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), valuesArb, (steps, values) => {
        const statements = monthly(operationsOf(steps), values);
        for (let i = 0; i + 1 < statements.length; i++) {
          const a = fundOf(statements[i]!);
          const b = fundOf(statements[i + 1]!);
          if (!a || !b) continue;
          const { date: _a, ...closing } = a.closing;
          const { date: _b, ...opening } = b.opening;
          expect(opening).toEqual(closing);
        }
        // The months' gains add up to the gain since the start (nothing is held before January).
        const present = statements.map(fundOf).filter((f) => f !== undefined);
        if (present.length && present.every((f) => f.period.gain !== null)) {
          const sum = present.reduce((g, f) => g.plus(f.period.gain!), new Decimal(0));
          expect(sum.toFixed(2)).toBe(present.at(-1)!.sinceStart.gain);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('requests that were not executed change nothing but their own list', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), valuesArb, (steps, values) => {
        const ops = operationsOf(steps);
        const executed = ops.filter((o) => o.status === 'EXECUTED');
        const withAll = monthly(ops, values);
        const without = monthly(executed, values);
        withAll.forEach((s, i) => {
          const strip = (st: PeriodStatement) =>
            st.funds
              .map(({ notExecuted: _n, ...rest }) => rest)
              .filter(
                (f) =>
                  f.lines.length || f.opening.quotas !== '0.00000000' || f.closing.quotas !== '0.00000000',
              );
          expect(strip(s)).toEqual(strip(without[i]!));
          for (const f of s.funds) for (const r of f.notExecuted) expect(r).not.toHaveProperty('quotas');
        });
      }),
      { numRuns: 100 },
    );
  });
});
