import { describe, expect, it } from 'vitest';
import { isBalanced, reinvestmentLegs, transferLegs, unitsAsset } from '../ledger/index.ts';
import { planReinvestment } from './reinvestment.ts';
import type { RescueLimits } from './rescue-rules.ts';

const source: RescueLimits = {
  quotaValue: '110',
  currency: 'USD',
  availableQuotas: '100.00000000',
  capRemainingQuotas: '150.00000000',
  nextQuarterFirstDay: '2100-01-01',
};
const target = {
  quotaValue: '55.5',
  currency: 'USD',
  holdsUnits: true,
  minimum: { minimum: '500.00', message: 'Monto mínimo de inversión $\u00a0500' },
};

describe('planReinvestment', () => {
  it('repurchases at the source value and buys the target truncated to 8 decimals', () => {
    // 10 × 110 = 1,100.00 → 1,100 / 55.5 = 19.81981981… → 19.81981981.
    expect(planReinvestment({ quotas: '10' }, source, target)).toEqual({
      ok: true,
      fromQuotas: '10.00000000',
      amount: '1100.00',
      toQuotas: '19.81981981',
    });
  });

  it('turns an amount into the source quotas that cover it (rounded up)', () => {
    // 1,000 / 110 = 9.0909090909… → 9.09090910 quotas, worth 1,000.00.
    expect(planReinvestment({ amount: '1000' }, source, target)).toMatchObject({
      ok: true,
      fromQuotas: '9.09090910',
      amount: '1000.00',
    });
  });

  it('refuses another currency, what is not available, the cap, and a first investment under the minimum', () => {
    expect(planReinvestment({ quotas: '1' }, source, { ...target, currency: 'PEN' })).toEqual({
      ok: false,
      message: 'Solo puedes reinvertir entre fondos de la misma moneda.',
    });
    expect(planReinvestment({ quotas: '101' }, source, target)).toMatchObject({
      ok: false,
      message:
        'No tienes cuotas suficientes: puedes reinvertir hasta 100.00000000 cuotas ($\u00a011,000.00).',
    });
    expect(planReinvestment({ quotas: '10' }, { ...source, capRemainingQuotas: '0' }, target)).toMatchObject({
      ok: false,
      message: expect.stringContaining('Podrás reinvertir desde el 01/01/2100.'),
    });
    expect(planReinvestment({ quotas: '4' }, source, { ...target, holdsUnits: false })).toEqual({
      ok: false,
      message: 'Monto mínimo de inversión $\u00a0500',
    });
    expect(planReinvestment({ quotas: '5' }, source, { ...target, holdsUnits: false })).toMatchObject({
      ok: true,
    });
  });

  it('refuses an amount too small to buy a single unit of quota at 8 decimals', () => {
    expect(planReinvestment({ amount: '0.01' }, source, { ...target, quotaValue: '10000000' })).toEqual({
      ok: false,
      message: 'El monto no alcanza para comprar cuotas del fondo elegido.',
    });
  });
});

describe('two-party legs', () => {
  it('a reinvestment balances per asset once each side is bound to its fund', () => {
    const legs = reinvestmentLegs('10', '1100.00', '19.81981981');
    const assetOf = (leg: (typeof legs)[number]) => {
      const fund = leg.side === 'counterparty' ? 'B' : 'A';
      return leg.role === 'fundBank' ? 'USD' : unitsAsset(fund);
    };
    expect(isBalanced(legs.map((l) => ({ ...l, asset: assetOf(l) })))).toBe(true);
    expect(legs.some((l) => l.role === 'cashInTransit')).toBe(false);
  });

  it('a transfer moves posted units from one position to the other and nothing else', () => {
    expect(transferLegs('2.5')).toEqual([
      { role: 'position', bucket: 'POSTED', amount: '-2.5' },
      { role: 'position', bucket: 'POSTED', amount: '2.5', side: 'counterparty' },
    ]);
    expect(() => transferLegs('0')).toThrow(RangeError);
  });
});
