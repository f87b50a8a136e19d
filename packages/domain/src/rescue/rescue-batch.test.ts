import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  planRescueBatch,
  positionKey,
  type BatchedRescueRequest,
  type RescueBatchState,
} from './rescue-batch.ts';
import { planRescue, repurchaseCapUnits } from './rescue-rules.ts';

const FUND = 'fund-pen';
const FUND_USD = 'fund-usd';
const ana = 'ana';
const bruno = 'bruno';

/** A fund of 1,000 quotas in circulation at the quarter's start: 150 may be repurchased. */
const state = (over: Partial<RescueBatchState> = {}): RescueBatchState => ({
  available: new Map([
    [positionKey(ana, FUND), '100.00000000'],
    [positionKey(bruno, FUND), '100.00000000'],
    [positionKey(ana, FUND_USD), '10.00000000'],
  ]),
  counters: new Map([
    [FUND, { capUnits: repurchaseCapUnits('1000'), requestedUnits: '0' }],
    [FUND_USD, { capUnits: repurchaseCapUnits('1000'), requestedUnits: '0' }],
  ]),
  payoutAccounts: new Map([
    ['ana-pen', { userId: ana, currency: 'PEN' as const }],
    ['ana-usd', { userId: ana, currency: 'USD' as const }],
    ['bruno-pen', { userId: bruno, currency: 'PEN' as const }],
  ]),
  nextQuarterFirstDay: '2027-01-01',
  ...over,
});

const ask = (
  userId: string,
  quotas: string,
  over: Partial<BatchedRescueRequest> = {},
): BatchedRescueRequest => ({
  userId,
  productId: FUND,
  currency: 'PEN',
  quotaValue: '10.00000000',
  bankAccountId: `${userId}-pen`,
  ask: { quotas },
  ...over,
});

const reasons = (plan: ReturnType<typeof planRescueBatch>) =>
  plan.outcomes.map((o) => (o.ok ? `ok ${o.quotas}` : o.reason));

describe('planRescueBatch', () => {
  it('accepts a request alone exactly as planRescue does', () => {
    const plan = planRescueBatch([ask(ana, '12.5')], state());
    expect(plan.outcomes).toEqual([{ ok: true, quotas: '12.50000000', amount: '125.00' }]);
    expect(plan.raised).toEqual(new Map([[FUND, '12.50000000']]));
  });

  it('prices an amount in quotas rounded up, as alone', () => {
    const plan = planRescueBatch([ask(ana, '0', { ask: { amount: '100' }, quotaValue: '3' })], state());
    expect(plan.outcomes[0]).toEqual(planRescue({ amount: '100' }, { ...limitsOf(), quotaValue: '3' }));
    expect(plan.outcomes[0]).toEqual({ ok: true, quotas: '33.33333334', amount: '100.00' });
  });

  it("draws each request on what the investor's earlier requests in the batch left", () => {
    const plan = planRescueBatch([ask(ana, '60'), ask(ana, '40'), ask(ana, '0.1')], state());
    expect(reasons(plan)).toEqual(['ok 60.00000000', 'ok 40.00000000', 'INSUFFICIENT']);
    const refused = plan.outcomes[2]!;
    expect(!refused.ok && refused.message).toBe('No tienes cuotas disponibles para rescatar en este fondo.');
    expect(plan.raised.get(FUND)).toBe('100.00000000');
  });

  it('names what is left of the position when a later request asks too much', () => {
    const plan = planRescueBatch([ask(ana, '70'), ask(ana, '31')], state());
    const refused = plan.outcomes[1]!;
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toBe(
      'No tienes cuotas suficientes: puedes rescatar hasta 30.00000000 cuotas (S/\u00a0300.00).',
    );
  });

  it('keeps the quarterly 15 % cap across investors: the request that no longer fits is refused', () => {
    const plan = planRescueBatch([ask(ana, '100'), ask(bruno, '50'), ask(bruno, '0.1')], state());
    expect(reasons(plan)).toEqual(['ok 100.00000000', 'ok 50.00000000', 'CAP']);
    const refused = plan.outcomes[2]!;
    expect(!refused.ok && refused.message).toContain(
      'El fondo ya alcanzó el límite de recompra de este trimestre',
    );
    expect(!refused.ok && refused.message).toContain('desde el 01/01/2027');
    expect(plan.raised.get(FUND)).toBe('150.00000000');
  });

  it('names the room left under the cap when a request exceeds it', () => {
    const plan = planRescueBatch([ask(ana, '100'), ask(bruno, '60')], state());
    const refused = plan.outcomes[1]!;
    expect(!refused.ok && refused.reason).toBe('CAP');
    expect(!refused.ok && refused.message).toContain(
      'En este trimestre aún puede recomprar 50.00000000 cuotas (S/\u00a0500.00)',
    );
  });

  it('counts what was already requested this quarter against the cap', () => {
    const counters = new Map([[FUND, { capUnits: '150.00000000', requestedUnits: '149.5' }]]);
    const plan = planRescueBatch([ask(ana, '0.5'), ask(bruno, '0.1')], state({ counters }));
    expect(reasons(plan)).toEqual(['ok 0.50000000', 'CAP']);
  });

  it('a refused request takes nothing: the next one still fits', () => {
    const plan = planRescueBatch([ask(ana, '100'), ask(bruno, '51'), ask(bruno, '50')], state());
    expect(reasons(plan)).toEqual(['ok 100.00000000', 'CAP', 'ok 50.00000000']);
  });

  it('checks the position before the cap, as alone', () => {
    const counters = new Map([[FUND, { capUnits: '1.00000000', requestedUnits: '0' }]]);
    const plan = planRescueBatch([ask(ana, '101')], state({ counters }));
    expect(reasons(plan)).toEqual(['INSUFFICIENT']);
  });

  it('keeps funds apart: one fund at its cap does not refuse another', () => {
    const counters = new Map([
      [FUND, { capUnits: '150', requestedUnits: '150' }],
      [FUND_USD, { capUnits: '150', requestedUnits: '0' }],
    ]);
    const usd = { productId: FUND_USD, currency: 'USD' as const, bankAccountId: 'ana-usd' };
    const plan = planRescueBatch([ask(ana, '1'), ask(ana, '10', usd)], state({ counters }));
    expect(reasons(plan)).toEqual(['CAP', 'ok 10.00000000']);
    expect(plan.raised).toEqual(new Map([[FUND_USD, '10.00000000']]));
  });

  it('refuses a fund not held, whatever its counter', () => {
    const plan = planRescueBatch([ask(ana, '1', { productId: 'never-held' })], state());
    expect(reasons(plan)).toEqual(['INSUFFICIENT']);
    expect(plan.raised.size).toBe(0);
  });

  it.each([
    ['an unknown account', 'nobody-pen'],
    ["someone else's account", 'bruno-pen'],
    ['an account in another currency', 'ana-usd'],
  ])('refuses %s for the payout, on the bankAccountId field', (_case, bankAccountId) => {
    const plan = planRescueBatch([ask(ana, '1', { bankAccountId })], state());
    expect(plan.outcomes).toEqual([
      {
        ok: false,
        reason: 'ACCOUNT',
        message: 'Elige una de tus cuentas bancarias activas en soles para recibir tu rescate.',
        field: 'bankAccountId',
      },
    ]);
  });

  it('refuses zero and amounts worth less than a quota step', () => {
    const plan = planRescueBatch([ask(ana, '0'), ask(ana, '0', { ask: { amount: '0' } })], state());
    expect(reasons(plan)).toEqual(['ZERO', 'ZERO']);
  });

  it('never over-commits a position or the cap, whatever the order of concurrent requests', () => {
    const request = fc.record({
      user: fc.constantFrom(ana, bruno),
      quotas: fc.integer({ min: 0, max: 12_000 }).map((c) => new Decimal(c).div(100).toFixed(8)),
    });
    fc.assert(
      fc.property(fc.array(request, { maxLength: 40 }), (asks) => {
        const plan = planRescueBatch(
          asks.map((a) => ask(a.user, a.quotas)),
          state(),
        );
        const accepted = (user?: string) =>
          asks
            .filter((a, i) => plan.outcomes[i]!.ok && (!user || a.user === user))
            .reduce((sum, a) => sum.plus(a.quotas), new Decimal(0));
        expect(accepted(ana).lte(100)).toBe(true);
        expect(accepted(bruno).lte(100)).toBe(true);
        expect(accepted().lte(150)).toBe(true);
        expect(new Decimal(plan.raised.get(FUND) ?? 0).eq(accepted())).toBe(true);
        // A refusal is only ever for a reason the figures left by the accepted ones explain.
        plan.outcomes.forEach((o, i) => {
          if (o.ok || o.reason === 'ZERO') return;
          const before = asks.slice(0, i).filter((_, j) => plan.outcomes[j]!.ok);
          const mine = before.filter((a) => a.user === asks[i]!.user);
          const left = new Decimal(100).minus(mine.reduce((s, a) => s.plus(a.quotas), new Decimal(0)));
          const room = new Decimal(150).minus(before.reduce((s, a) => s.plus(a.quotas), new Decimal(0)));
          const wanted = new Decimal(asks[i]!.quotas);
          expect(o.reason === 'INSUFFICIENT' ? wanted.gt(left) : wanted.gt(room)).toBe(true);
        });
      }),
    );
  });
});

function limitsOf() {
  return {
    quotaValue: '10.00000000',
    currency: 'PEN' as const,
    availableQuotas: '100.00000000',
    capRemainingQuotas: '150.00000000',
    nextQuarterFirstDay: '2027-01-01',
  };
}
