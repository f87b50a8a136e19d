import { describe, expect, it } from 'vitest';
import { statementPeriodChoices } from './statement-periods.ts';

describe('statement periods', () => {
  it('offers months, the current one closing today, across a year’s turn', () => {
    const months = statementPeriodChoices('month', '2026-02-14');
    expect(months[0]).toEqual({
      key: '2026-02',
      label: 'Febrero de 2026',
      detail: '',
      from: '2026-02-01',
      to: '2026-02-14',
    });
    expect(months[1]).toEqual({
      key: '2026-01',
      label: 'Enero de 2026',
      detail: '',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(months[2]).toMatchObject({ key: '2025-12', from: '2025-12-01', to: '2025-12-31' });
    expect(months).toHaveLength(24);
  });

  it('offers quarters and years, leap days included', () => {
    const quarters = statementPeriodChoices('quarter', '2028-01-10');
    expect(quarters[0]).toMatchObject({ key: '2028-T1', from: '2028-01-01', to: '2028-01-10' });
    expect(quarters[1]).toEqual({
      key: '2027-T4',
      label: '4.º trimestre de 2027',
      detail: 'octubre a diciembre',
      from: '2027-10-01',
      to: '2027-12-31',
    });
    expect(statementPeriodChoices('month', '2028-03-01')[1]).toMatchObject({ to: '2028-02-29' });
    expect(statementPeriodChoices('year', '2026-11-29').slice(0, 2)).toEqual([
      { key: '2026', label: 'Año 2026', detail: '', from: '2026-01-01', to: '2026-11-29' },
      { key: '2025', label: 'Año 2025', detail: '', from: '2025-01-01', to: '2025-12-31' },
    ]);
  });
});
