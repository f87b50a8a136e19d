import type { QuotaValueDay } from '@invierte/domain';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "2 aprobaciones y 1 rescate ya usaron el valor de este día; conservan el valor con que se
 * calcularon." — null when no executed operation used it (docs/business-rules.md "Quota-value
 * corrections": a correction does not re-price them).
 */
export function pricedBySentence({ approvals, rescues }: QuotaValueDay['pricedBy']): string | null {
  const total = approvals + rescues;
  if (total === 0) return null;
  const kinds = [
    approvals > 0 ? count(approvals, 'aprobación', 'aprobaciones') : null,
    rescues > 0 ? count(rescues, 'rescate', 'rescates') : null,
  ].filter((k): k is string => k !== null);
  return total === 1
    ? `${kinds.join(' y ')} ya usó el valor de este día; conserva el valor con que se calculó.`
    : `${kinds.join(' y ')} ya usaron el valor de este día; conservan el valor con que se calcularon.`;
}

/** Approvals prepared at the day's value and not yet confirmed: the correction voids them. */
export function preparedSentence(prepared: number): string | null {
  if (prepared === 0) return null;
  return prepared === 1
    ? '1 aprobación preparada con el valor de este día y aún sin confirmar se anulará: deberá prepararse de nuevo con el valor corregido.'
    : `${prepared} aprobaciones preparadas con el valor de este día y aún sin confirmar se anularán: deberán prepararse de nuevo con el valor corregido.`;
}
