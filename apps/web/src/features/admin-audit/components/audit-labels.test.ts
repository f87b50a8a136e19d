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
  people: {},
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

it('reads a deposit approval field by field, in Spanish, with the amount grouped like every screen', () => {
  const onboarding = (before: AuditEntry['before'], after: AuditEntry['after']) => ({
    ...entry(before, after),
    action: 'onboarding.approval.confirm',
    entity: 'onboarding',
    // The names the API read for the ids the change records.
    people: { u1: 'Ana Torres', u2: 'Jorge Salas' },
  });
  expect(
    changesOf(
      onboarding(
        { state: 'IN_VERIFICATION', approval: null },
        {
          state: 'IN_VERIFICATION',
          approval: {
            id: 'a1',
            amount: '80000.00',
            quotaValue: '104.77612077',
            quotas: '763.53275357',
            day: '2026-05-13',
          },
        },
      ),
    ),
  ).toEqual([
    'Aprobación · Id.: a1',
    'Aprobación · Monto: 80,000.00',
    'Aprobación · Valor cuota: 104.77612077',
    'Aprobación · Cuotas: 763.53275357',
    'Aprobación · Día de la operación: 13/05/2026',
  ]);
  // Executed: the approval's state changed; who prepared and who executed it are facts, not changes,
  // named as the API read them.
  expect(
    changesOf(
      onboarding(
        { state: 'IN_VERIFICATION', approval: { id: 'a1', status: 'PREPARED', makerId: 'u1' } },
        {
          state: 'APPROVED',
          approval: { id: 'a1', status: 'EXECUTED', checkerId: 'u2' },
          amount: '80000.00',
        },
      ),
    ),
  ).toEqual([
    'Estado: Depósito en verificación → Aprobada',
    'Aprobación · Estado: Preparada → Ejecutada',
    'Aprobación · Preparada por: Ana Torres',
    'Aprobación · Ejecutada por: Jorge Salas',
    'Monto: 80,000.00',
  ]);
});

it('shows a recorded user by id when the API could not name them', () => {
  expect(changesOf(entry(null, { approval: { makerId: 'u9' } }))).toEqual(['Aprobación · Preparada por: u9']);
});
