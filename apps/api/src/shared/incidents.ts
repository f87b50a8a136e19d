/**
 * Incidents: what operations must act on at once, whatever the hour — a full file store, a signed
 * file that no longer matches its recorded hash, an audit chain that no longer verifies, an anchor
 * of it that could not be written. Each is logged at error with its `event` name, and counted per
 * process, so an alert fires on `invierte_incidents_total` (docs/runbook.md) instead of depending on
 * someone searching the logs.
 */
export const INCIDENT_EVENTS = [
  'storage.full',
  'file.tampered',
  'audit.chain.broken',
  'audit.anchor.failed',
] as const;

export type IncidentEvent = (typeof INCIDENT_EVENTS)[number];

/** The request's logger where there is a request (it carries the request id), else the app's. */
export interface IncidentLog {
  error(facts: object, message: string): void;
}

export interface Incidents {
  report(log: IncidentLog, event: IncidentEvent, facts: object, message: string): void;
  /** How many of `event` this process has reported since it started. */
  count(event: IncidentEvent): number;
}

export function createIncidents(): Incidents {
  const counts = new Map<IncidentEvent, number>(INCIDENT_EVENTS.map((event) => [event, 0]));
  return {
    report(log, event, facts, message) {
      counts.set(event, (counts.get(event) ?? 0) + 1);
      log.error({ ...facts, event }, message);
    },
    count: (event) => counts.get(event) ?? 0,
  };
}
