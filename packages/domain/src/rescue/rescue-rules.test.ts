import { describe, expect, it } from 'vitest';
import { limaQuarter } from './quarter.ts';
import { planRescue, quotasForRescueAmount, repurchaseCapUnits } from './rescue-rules.ts';

const limits = {
  quotaValue: '105.50000000',
  currency: 'PEN' as const,
  availableQuotas: '100.00000000',
  capRemainingQuotas: '40.00000000',
  nextQuarterFirstDay: '2027-01-01',
};

describe('limaQuarter', () => {
  it('reads the quarter in Lima time, so a UTC new year evening is still December in Lima', () => {
    expect(limaQuarter(new Date('2027-01-01T04:59:59Z'))).toMatchObject({
      key: '2026-Q4',
      firstDay: '2026-10-01',
      nextFirstDay: '2027-01-01',
    });
    const q1 = limaQuarter(new Date('2027-01-01T05:00:00Z'));
    expect(q1).toMatchObject({ key: '2027-Q1', firstDay: '2027-01-01', nextFirstDay: '2027-04-01' });
    expect(q1.startsAt.toISOString()).toBe('2027-01-01T05:00:00.000Z');
    expect(limaQuarter(new Date('2026-06-30T12:00:00Z')).key).toBe('2026-Q2');
  });
});

describe('rescue arithmetic', () => {
  it('caps the quarter at 15 % of the capital, truncated to 8 decimals', () => {
    expect(repurchaseCapUnits('1000')).toBe('150.00000000');
    expect(repurchaseCapUnits('0.00000013')).toBe('0.00000001');
    expect(repurchaseCapUnits('0')).toBe('0.00000000');
  });

  it('rounds the quotas of an amount up, so the payout covers the amount asked', () => {
    // 1000 / 105.5 = 9.478672985… → 9.47867299 (truncation would give 9.47867298, worth 999.99999939)
    expect(quotasForRescueAmount('1000', '105.5')).toBe('9.47867299');
    expect(quotasForRescueAmount('211', '105.5')).toBe('2.00000000');
  });
});

describe('planRescue', () => {
  it('prices quotas at the quota value, half-up to the cent', () => {
    expect(planRescue({ quotas: '10.12345678' }, limits)).toEqual({
      ok: true,
      quotas: '10.12345678',
      amount: '1068.02', // 1068.0246903 → 1068.02
    });
    expect(planRescue({ amount: '1000' }, limits)).toEqual({
      ok: true,
      quotas: '9.47867299',
      amount: '1000.00',
    });
  });

  it('refuses more than the available quotas and names the most that may be asked', () => {
    const plan = planRescue({ quotas: '100.00000001' }, { ...limits, capRemainingQuotas: '500' });
    expect(plan).toEqual({
      ok: false,
      reason: 'INSUFFICIENT',
      message: 'No tienes cuotas suficientes: puedes rescatar hasta 100.00000000 cuotas (S/\u00a010,550.00).',
      quotas: '100.00000001',
      amount: '10550.00',
      maxQuotas: '100.00000000',
      maxAmount: '10550.00',
    });
    expect(planRescue({ quotas: '1' }, { ...limits, availableQuotas: '0' })).toMatchObject({
      ok: false,
      message: 'No tienes cuotas disponibles para rescatar en este fondo.',
    });
  });

  it('explains the quarterly cap with what is still available, and when it is used up the date it renews', () => {
    const plan = planRescue({ quotas: '40.00000001' }, limits);
    expect(plan).toMatchObject({ ok: false, reason: 'CAP', maxQuotas: '40.00000000', maxAmount: '4220.00' });
    expect(plan.ok || plan.message).toBe(
      'El fondo puede recomprar hasta el 15\u00a0% de su capital por trimestre (artículo 34 del reglamento de participación). En este trimestre aún puede recomprar 40.00000000 cuotas (S/\u00a04,220.00). Reduce tu solicitud o solicita el resto desde el 01/01/2027.',
    );
    expect(planRescue({ quotas: '40' }, limits)).toMatchObject({ ok: true });
    const used = planRescue({ quotas: '1' }, { ...limits, capRemainingQuotas: '-3' });
    expect(used.ok || used.message).toBe(
      'El fondo ya alcanzó el límite de recompra de este trimestre: hasta el 15\u00a0% de su capital (artículo 34 del reglamento de participación). Podrás solicitar tu rescate desde el 01/01/2027.',
    );
  });

  it('refuses zero and amounts too small to be a cent', () => {
    expect(planRescue({ quotas: '0' }, limits)).toMatchObject({ ok: false, reason: 'ZERO' });
    expect(planRescue({ quotas: '0.00000001' }, limits)).toMatchObject({ ok: false, reason: 'ZERO' });
    expect(planRescue({ amount: '0.00' }, limits)).toMatchObject({ ok: false, reason: 'ZERO' });
  });
});
