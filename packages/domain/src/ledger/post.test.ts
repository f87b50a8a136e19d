import { describe, expect, it } from 'vitest';
import { subscriptionLegs, reserveLegs, settleLegs } from './legs.ts';
import { isBalanced, planPosting, type LedgerBalance } from './post.ts';

const accounts = (posted = '0', reserved = '0'): LedgerBalance[] => [
  { id: 'p', kind: 'POSITION', asset: 'UNITS:x', posted, reserved },
  {
    id: 'f',
    kind: 'FUND_ISSUED_UNITS',
    asset: 'UNITS:x',
    posted: `-${posted}`.replace('--', ''),
    reserved: '0',
  },
  { id: 'b', kind: 'FUND_BANK', asset: 'PEN', posted: '0', reserved: '0' },
  { id: 'c', kind: 'INVESTOR_CASH_IN_TRANSIT', asset: 'PEN', posted: '0', reserved: '0' },
];
const ids = { position: 'p', fundIssued: 'f', fundBank: 'b', cashInTransit: 'c' } as const;
const bind = (legs: ReturnType<typeof subscriptionLegs>) =>
  legs.map((l) => ({ accountId: ids[l.role], bucket: l.bucket, amount: l.amount }));

describe('planPosting', () => {
  it('posts a subscription with the balances before and after each entry', () => {
    const plan = planPosting(accounts(), bind(subscriptionLegs('33.33333333', '100.00')));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.entries.map((e) => [e.accountId, e.balanceBefore, e.balanceAfter])).toEqual([
      ['p', '0', '33.33333333'],
      ['f', '0', '-33.33333333'],
      ['b', '0', '100'],
      ['c', '0', '-100'],
    ]);
  });

  it('refuses to reserve more than the available units', () => {
    const plan = planPosting(accounts('10', '4'), bind(reserveLegs('6.00000001')));
    expect(plan).toEqual({ ok: false, refusal: 'LEDGER_INSUFFICIENT_UNITS' });
  });

  it('refuses to settle units that are not reserved', () => {
    const plan = planPosting(accounts('10', '1'), bind(settleLegs('2', '20.00')));
    expect(plan).toEqual({ ok: false, refusal: 'LEDGER_NOTHING_RESERVED' });
  });

  it('refuses an unbalanced set of legs', () => {
    const legs = bind(subscriptionLegs('1', '1.00')).slice(1);
    expect(planPosting(accounts(), legs)).toEqual({ ok: false, refusal: 'LEDGER_UNBALANCED' });
    expect(isBalanced([{ asset: 'PEN', bucket: 'POSTED', amount: '0.01' }])).toBe(false);
  });

  it('refuses figures that are not positive decimals', () => {
    expect(() => subscriptionLegs('0', '1.00')).toThrow(RangeError);
    expect(() => subscriptionLegs('1.123456789', '1.00')).toThrow(RangeError);
    expect(() => reserveLegs('-1')).toThrow(RangeError);
    expect(() => settleLegs('1', '1.001')).toThrow(RangeError);
  });
});
