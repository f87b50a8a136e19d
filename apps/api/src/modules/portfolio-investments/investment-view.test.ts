import { describe, expect, it } from 'vitest';
import { cashPerProduct } from './investment-view.ts';

const at = (date: string) => new Date(`${date}T15:00:00Z`);

describe('what came into and went out of each fund', () => {
  it('counts cash subscribed and rescues paid, and the value reinvestments and transfers moved', () => {
    const cash = [
      // The investor paid 1,000 into A (negative on their cash in transit) and got 200 back.
      {
        productId: 'A',
        currency: 'PEN',
        kind: 'SUBSCRIPTION',
        amount: '-1000.00000000',
        at: at('2026-01-05'),
      },
      { productId: 'A', currency: 'PEN', kind: 'SETTLE', amount: '200.00000000', at: at('2026-03-02') },
    ];
    const moves = [
      // 300 reinvested from A into B; B later sent 50 to another participant.
      { productId: 'A', quotas: '-2.50000000', amount: '300.00', date: '2026-04-01' },
      { productId: 'B', quotas: '6.00000000', amount: '300.00', date: '2026-04-01' },
      { productId: 'B', quotas: '-1.00000000', amount: '50.00', date: '2026-05-10' },
    ];
    const sums = cashPerProduct(cash, moves);
    const plain = (id: string) => {
      const s = sums.get(id)!;
      return { subscribed: s.subscribed.toFixed(2), rescued: s.rescued.toFixed(2), since: s.since };
    };
    expect(plain('A')).toEqual({ subscribed: '1000.00', rescued: '500.00', since: '2026-01-05' });
    expect(plain('B')).toEqual({ subscribed: '300.00', rescued: '50.00', since: '2026-04-01' });
  });

  it('dates a fund reached only by a transfer from the day the quotas arrived', () => {
    const sums = cashPerProduct(
      [],
      [{ productId: 'C', quotas: '1.00000000', amount: '110.00', date: '2026-06-01' }],
    );
    expect(sums.get('C')?.since).toBe('2026-06-01');
    expect(sums.get('C')?.subscribed.toFixed(2)).toBe('110.00');
  });
});
