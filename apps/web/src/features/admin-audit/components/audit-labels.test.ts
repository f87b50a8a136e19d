import type { AuditEntry } from '@invierte/domain';
import { expect, it } from 'vitest';
import { changesOf } from './audit-labels';

const entry = (before: AuditEntry['before'], after: AuditEntry['after']): AuditEntry => ({
  id: 1,
  at: '2026-11-28T15:00:00.000Z',
  actor: null,
  ip: null,
  userAgent: null,
  action: 'product.quota-value.publish',
  entity: 'product',
  entityId: 'p1',
  subject: null,
  hash: 'h1',
  before,
  after,
});

it('reads a quota-value correction as its day, the replaced value and the new one, and what it touched', () => {
  expect(
    changesOf(
      entry(
        { value: '109.01226468', valueDate: '2026-11-26' },
        // In the order the database gives them back, not the order they were written in.
        {
          value: '108.97000000',
          valueDate: '2026-11-26',
          pricedRescues: 1,
          pricedApprovals: 2,
          voidedPreparations: 0,
        },
      ),
    ),
  ).toEqual([
    'Fecha del valor: 26/11/2026',
    'Valor cuota: 109.01226468 → 108.97000000',
    'Rescates que ya usaron el valor corregido (lo conservan): 1',
    'Aprobaciones que ya usaron el valor corregido (lo conservan): 2',
  ]);
});

it('reads a first publication of a day without a "before"', () => {
  expect(changesOf(entry(null, { valueDate: '2026-11-27', value: '108.97000000' }))).toEqual([
    'Fecha del valor: 27/11/2026',
    'Valor cuota: 108.97000000',
  ]);
});

it('still hides a field that did not change when it does not name what changed', () => {
  expect(
    changesOf({ ...entry({ state: 'A', reason: 'x' }, { state: 'B', reason: 'x' }), entity: 'onboarding' }),
  ).toEqual(['Estado: A → B']);
});
