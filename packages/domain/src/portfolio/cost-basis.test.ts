import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountForQuotas, quotasForAmount } from '../quota-math.ts';
import { annualReturn, xirr } from './annual-return.ts';
import {
  costBasis,
  costBasisAt,
  costOfQuotasLeaving,
  holdingGain,
  investorFlows,
  type HoldingEvent,
} from './cost-basis.ts';

let ids = 0;
const event = (e: Omit<HoldingEvent, 'id' | 'reverses'> & { reverses?: string }): HoldingEvent => ({
  id: `t${++ids}`,
  reverses: null,
  ...e,
});

describe('cost basis', () => {
  it('adds what a subscription paid and takes out the average cost of the quotas rescued', () => {
    const events = [
      event({ date: '2026-01-05', kind: 'SUBSCRIPTION', quotas: '100', amount: '1000.00' }),
      event({ date: '2026-03-05', kind: 'SUBSCRIPTION', quotas: '50', amount: '650.00' }),
      // 30 of 150 quotas leave: a fifth of the cost (1,650.00) = 330.00, paid 420.00.
      event({ date: '2026-06-05', kind: 'RESCUE', quotas: '-30', amount: '420.00' }),
    ];
    expect(costBasis(events)).toEqual({
      quotas: '120.00000000',
      cost: '1320.00',
      contributed: '1650.00',
      withdrawn: '420.00',
      realizedGain: '90.00',
      since: '2026-01-05',
    });
    // Worth 14.00 a quota: 1,680.00 held for 1,320.00, and 90.00 already earned.
    expect(holdingGain(costBasis(events), '1680.00')).toEqual({ gain: '450.00', gainPercent: '27.27' });
  });

  it('takes a received transfer or reinvestment at its market value: a gift is not a gain', () => {
    const received = costBasis([
      event({ date: '2026-02-01', kind: 'TRANSFER', quotas: '20', amount: '274.67' }),
    ]);
    expect(received.cost).toBe('274.67');
    expect(holdingGain(received, '274.67').gain).toBe('0.00');
    const reached = costBasis([
      event({ date: '2026-02-01', kind: 'REINVESTMENT', quotas: '10.5', amount: '1200.00' }),
    ]);
    expect(reached).toMatchObject({ cost: '1200.00', contributed: '1200.00', since: '2026-02-01' });
  });

  it('realises the gain of quotas that leave by reinvestment or transfer at their value', () => {
    const basis = costBasis([
      event({ date: '2026-01-01', kind: 'SUBSCRIPTION', quotas: '3', amount: '100.00' }),
      // A third of 100.00 is 33.333…: half-up to the cent.
      event({ date: '2026-05-01', kind: 'REINVESTMENT', quotas: '-1', amount: '40.00' }),
      event({ date: '2026-06-01', kind: 'TRANSFER', quotas: '-2', amount: '90.00' }),
    ]);
    expect(basis).toMatchObject({ quotas: '0.00000000', cost: '0.00', realizedGain: '30.00' });
    expect(costOfQuotasLeaving('100.00', '3', '1')).toBe('33.33');
    expect(costOfQuotasLeaving('100.00', '3', '2')).toBe('66.67');
  });

  it('undoes exactly what a corrected operation did', () => {
    const sub = event({ date: '2026-01-01', kind: 'SUBSCRIPTION', quotas: '10', amount: '100.00' });
    const wrong = event({ date: '2026-01-02', kind: 'SUBSCRIPTION', quotas: '10', amount: '300.00' });
    const fix = event({
      date: '2026-01-03',
      kind: 'SUBSCRIPTION',
      quotas: '-10',
      amount: '0',
      reverses: wrong.id,
    });
    expect(costBasis([sub, wrong, fix])).toMatchObject({
      cost: '100.00',
      contributed: '100.00',
      quotas: '10.00000000',
    });
    expect(investorFlows([sub, wrong, fix]).map((f) => f.amount)).toEqual(['-100.00', '-300.00', '300.00']);
  });

  it('reads the cost at the end of each day for the charts', () => {
    const events = [
      event({ date: '2026-01-05', kind: 'SUBSCRIPTION', quotas: '100', amount: '1000.00' }),
      event({ date: '2026-02-10', kind: 'RESCUE', quotas: '-50', amount: '560.00' }),
    ];
    expect(costBasisAt(events, ['2026-01-04', '2026-01-31', '2026-02-28']).map((b) => b.cost)).toEqual([
      '0.00',
      '1000.00',
      '500.00',
    ]);
  });
});

/** One step of a random history of one fund: an operation, or a change of the quota value. */
type Step =
  | { op: 'value'; factor: number }
  | { op: 'subscribe' | 'transferIn' | 'reinvestIn'; amount: number }
  | { op: 'rescue' | 'transferOut' | 'reinvestOut'; share: number };

const steps = fc.array(
  fc.oneof(
    fc.record({ op: fc.constant('value' as const), factor: fc.integer({ min: 900, max: 1150 }) }),
    fc.record({
      op: fc.constantFrom('subscribe' as const, 'transferIn' as const, 'reinvestIn' as const),
      amount: fc.integer({ min: 100, max: 5_000_000 }),
    }),
    fc.record({
      op: fc.constantFrom('rescue' as const, 'transferOut' as const, 'reinvestOut' as const),
      share: fc.integer({ min: 1, max: 100 }),
    }),
  ),
  { minLength: 1, maxLength: 40 },
);

const kinds = {
  subscribe: 'SUBSCRIPTION',
  transferIn: 'TRANSFER',
  reinvestIn: 'REINVESTMENT',
  rescue: 'RESCUE',
  transferOut: 'TRANSFER',
  reinvestOut: 'REINVESTMENT',
} as const;

/** The journal's events of a random history, as the use cases would record them, and the value now. */
function play(history: readonly Step[]) {
  let quotaValue = new Decimal('10.00000000');
  let quotas = new Decimal(0);
  let day = Date.parse('2025-01-01T00:00:00Z');
  const events: HoldingEvent[] = [];
  for (const s of history) {
    day += 86_400_000 * 3;
    const date = new Date(day).toISOString().slice(0, 10);
    if (s.op === 'value') {
      quotaValue = quotaValue.mul(s.factor).div(1000).toDecimalPlaces(8);
      continue;
    }
    if ('amount' in s) {
      const amount = new Decimal(s.amount).div(100).toFixed(2);
      const bought = quotasForAmount(amount, quotaValue.toFixed(8));
      if (new Decimal(bought).isZero()) continue;
      quotas = quotas.plus(bought);
      // A received transfer's value is its quotas at the day's quota value.
      const moved = s.op === 'transferIn' ? amountForQuotas(bought, quotaValue.toFixed(8)) : amount;
      events.push(event({ date, kind: kinds[s.op], quotas: bought, amount: moved }));
    } else {
      const leaving = quotas.mul(s.share).div(100).toDecimalPlaces(8, Decimal.ROUND_DOWN);
      if (leaving.isZero()) continue;
      quotas = quotas.minus(leaving);
      const amount = amountForQuotas(leaving.toFixed(8), quotaValue.toFixed(8));
      events.push(event({ date, kind: kinds[s.op], quotas: leaving.neg().toFixed(8), amount }));
    }
  }
  const today = new Date(day + 86_400_000).toISOString().slice(0, 10);
  return { events, quotas, value: amountForQuotas(quotas.toFixed(8), quotaValue.toFixed(8)), today };
}

describe('cost basis over random histories', () => {
  it('is never negative, and nothing held costs nothing', () => {
    fc.assert(
      fc.property(steps, (history) => {
        const { events } = play(history);
        const dates = events.map((e) => e.date);
        for (const b of costBasisAt(events, dates)) {
          expect(new Decimal(b.cost).gte(0)).toBe(true);
          expect(new Decimal(b.cost).lte(b.contributed)).toBe(true);
          if (new Decimal(b.quotas).isZero()) expect(b.cost).toBe('0.00');
        }
      }),
    );
  });

  it('splits the gain into the gain on what is held and what was realised, to the cent', () => {
    fc.assert(
      fc.property(steps, (history) => {
        const { events, value, quotas } = play(history);
        const basis = costBasis(events);
        expect(basis.quotas).toBe(quotas.toFixed(8));
        const { gain } = holdingGain(basis, value);
        const held = new Decimal(value).minus(basis.cost);
        expect(held.plus(basis.realizedGain).toFixed(2)).toBe(gain);
        // The investor's flows and the value now add up to the same gain.
        const flows = investorFlows(events).reduce((s, f) => s.plus(f.amount), new Decimal(value));
        expect(flows.toFixed(2)).toBe(gain);
      }),
    );
  });

  it('leaves the cost where it is when only the quota value moves', () => {
    fc.assert(
      fc.property(steps, fc.integer({ min: 1, max: 100_000_000 }), (history, cents) => {
        const { events, value } = play(history);
        const basis = costBasis(events);
        const other = new Decimal(cents).div(100).toFixed(2);
        const a = holdingGain(basis, value).gain!;
        const b = holdingGain(basis, other).gain!;
        expect(new Decimal(a).minus(b).toFixed(2)).toBe(new Decimal(value).minus(other).toFixed(2));
        expect(costBasis(events).cost).toBe(basis.cost);
      }),
    );
  });

  it('keeps the cost per quota when quotas leave, within a cent', () => {
    fc.assert(
      fc.property(steps, (history) => {
        const { events } = play(history);
        let before = costBasis([]);
        for (let i = 0; i < events.length; i++) {
          const after = costBasis(events.slice(0, i + 1));
          const e = events[i]!;
          if (new Decimal(e.quotas).isNegative() && new Decimal(after.quotas).gt(0)) {
            const expected = new Decimal(before.cost).mul(after.quotas).div(before.quotas);
            expect(new Decimal(after.cost).minus(expected).abs().lte('0.005')).toBe(true);
          }
          before = after;
        }
      }),
      { numRuns: 50 },
    );
  });

  it('a round trip, subscriptions then a full rescue, gains exactly what was paid out less what was paid in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100, max: 1_000_000 }), { minLength: 1, maxLength: 5 }),
        (paid) => {
          const subs = paid.map((cents, i) =>
            event({
              date: `2026-01-0${i + 1}`,
              kind: 'SUBSCRIPTION',
              quotas: quotasForAmount(new Decimal(cents).div(100).toFixed(2), '10.12345678'),
              amount: new Decimal(cents).div(100).toFixed(2),
            }),
          );
          const held = subs.reduce((s, e) => s.plus(e.quotas), new Decimal(0)).toFixed(8);
          const payout = amountForQuotas(held, '11.00000000');
          const all = [
            ...subs,
            event({ date: '2026-02-01', kind: 'RESCUE', quotas: `-${held}`, amount: payout }),
          ];
          const basis = costBasis(all);
          const totalPaid = paid.reduce((s, c) => s.plus(new Decimal(c).div(100)), new Decimal(0));
          expect(basis.cost).toBe('0.00');
          expect(holdingGain(basis, '0.00').gain).toBe(new Decimal(payout).minus(totalPaid).toFixed(2));
          expect(basis.realizedGain).toBe(new Decimal(payout).minus(totalPaid).toFixed(2));
        },
      ),
    );
  });

  it('finds an annual return that balances the flows whenever it finds one', () => {
    fc.assert(
      fc.property(steps, (history) => {
        const { events, value, today } = play(history);
        const flows = [...investorFlows(events), { date: today, amount: value }];
        const found = xirr(flows);
        if ('gap' in found) return;
        const first = Date.parse(`${flows[0]!.date}T00:00:00Z`);
        let npv = 0;
        let scale = 0;
        for (const f of flows) {
          const years = (Date.parse(`${f.date}T00:00:00Z`) - first) / 86_400_000 / 365;
          const discounted = Number(f.amount) / Math.pow(1 + found.rate, years);
          npv += discounted;
          scale += Math.abs(discounted);
        }
        expect(Math.abs(npv)).toBeLessThan(1e-7 * Math.max(1, scale));
        expect(annualReturn(investorFlows(events), value, today).rate).not.toBeNull();
      }),
    );
  });
});
