import type { AuditVerification } from '@invierte/domain';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../config.ts';
import { createIncidents } from '../../../shared/incidents.ts';
import { anchorOnTimer } from './audit-anchors.ts';

/**
 * The API verifies and anchors the audit chain on a timer. What it finds there must reach
 * operations: a chain that no longer verifies, or an anchor that could not be written, is an
 * incident, logged with its event and counted for the alert (docs/runbook.md).
 */
const config = { auditAnchors: { intervalMinutes: 10 } } as AppConfig;
const intact: AuditVerification = { ok: true, rows: 12, broken: null, lastHash: 'h', anchor: null };
const broken: AuditVerification = {
  ok: false,
  rows: 7,
  broken: {
    id: 7,
    reason: 'CHANGED',
    message: 'El registro 7 fue modificado: su contenido ya no corresponde a su huella.',
  },
  lastHash: 'h',
  anchor: null,
};

let lines: Array<{ facts: Record<string, unknown>; message: string }>;
const log = {
  error: (facts: object, message: string) => lines.push({ facts: facts as Record<string, unknown>, message }),
};
beforeEach(() => {
  lines = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

it('reports a chain that no longer verifies as an incident, each time it is found', async () => {
  const incidents = createIncidents();
  const results = [intact, broken, broken];
  const stop = anchorOnTimer(config, async () => results.shift() ?? intact, incidents, log);
  await vi.advanceTimersByTimeAsync(10 * 60_000);
  expect(incidents.count('audit.chain.broken')).toBe(0);
  expect(lines).toEqual([]);
  await vi.advanceTimersByTimeAsync(20 * 60_000);
  stop();
  expect(incidents.count('audit.chain.broken')).toBe(2);
  expect(lines[0]?.facts).toMatchObject({
    event: 'audit.chain.broken',
    rows: 7,
    broken: { id: 7, reason: 'CHANGED' },
  });
});

it('reports an anchor that could not be written apart from a broken chain', async () => {
  const incidents = createIncidents();
  const stop = anchorOnTimer(
    config,
    () => Promise.reject(new Error('EACCES: permission denied, open audit-anchors/anchors.jsonl')),
    incidents,
    log,
  );
  await vi.advanceTimersByTimeAsync(10 * 60_000);
  stop();
  expect(incidents.count('audit.anchor.failed')).toBe(1);
  expect(incidents.count('audit.chain.broken')).toBe(0);
  expect(lines[0]).toMatchObject({ facts: { event: 'audit.anchor.failed' }, message: 'audit anchor failed' });
});

it('does nothing when anchoring is off', async () => {
  const incidents = createIncidents();
  const anchorHead = vi.fn(async () => broken);
  const stop = anchorOnTimer(
    { auditAnchors: { intervalMinutes: 0 } } as AppConfig,
    anchorHead,
    incidents,
    log,
  );
  await vi.advanceTimersByTimeAsync(60 * 60_000);
  stop();
  expect(anchorHead).not.toHaveBeenCalled();
});
