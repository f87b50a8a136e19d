import Decimal from 'decimal.js';
import type { LedgerAccountKind, LedgerBucket } from './accounts.ts';

/** An account as the journal reads it before posting. */
export interface LedgerBalance {
  id: string;
  kind: LedgerAccountKind;
  asset: string;
  posted: string;
  reserved: string;
}

/** A leg bound to an account. */
export interface BoundLeg {
  accountId: string;
  bucket: LedgerBucket;
  amount: string;
}

export interface PlannedEntry extends BoundLeg {
  asset: string;
  line: number;
  balanceBefore: string;
  balanceAfter: string;
}

export type LedgerRefusal = 'LEDGER_UNBALANCED' | 'LEDGER_INSUFFICIENT_UNITS' | 'LEDGER_NOTHING_RESERVED';

export type PostingPlan =
  { ok: true; entries: PlannedEntry[]; balances: LedgerBalance[] } | { ok: false; refusal: LedgerRefusal };

/** Spanish messages of the refusals (409). */
export const ledgerRefusalMessages: Record<LedgerRefusal, string> = {
  LEDGER_UNBALANCED: 'La operación no cuadra: sus movimientos no suman cero.',
  LEDGER_INSUFFICIENT_UNITS: 'No tienes cuotas disponibles suficientes para esta operación.',
  LEDGER_NOTHING_RESERVED: 'Las cuotas de esta solicitud ya no están reservadas.',
};

/** Every asset and bucket sums to zero over the legs. */
export function isBalanced(legs: Array<{ asset: string; bucket: LedgerBucket; amount: string }>): boolean {
  const sums = new Map<string, Decimal>();
  for (const leg of legs) {
    const key = `${leg.asset}|${leg.bucket}`;
    sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(leg.amount));
  }
  return [...sums.values()].every((s) => s.isZero());
}

/**
 * Plans a journal transaction: checks it balances, applies each leg in order to its account's
 * balance and refuses — changing nothing — when a position would end with reserved < 0 or
 * reserved > posted (not enough available units). The entries carry the balance before and after.
 */
export function planPosting(accounts: LedgerBalance[], legs: BoundLeg[]): PostingPlan {
  const byId = new Map(accounts.map((a) => [a.id, { ...a }]));
  const withAsset = legs.map((leg) => {
    const account = byId.get(leg.accountId);
    if (!account) throw new Error(`leg names an unknown account ${leg.accountId}`);
    return { ...leg, asset: account.asset };
  });
  if (!isBalanced(withAsset)) return { ok: false, refusal: 'LEDGER_UNBALANCED' };

  const entries: PlannedEntry[] = [];
  for (const [line, leg] of withAsset.entries()) {
    const account = byId.get(leg.accountId)!;
    const field = leg.bucket === 'POSTED' ? 'posted' : 'reserved';
    const before = new Decimal(account[field]);
    const after = before.plus(leg.amount);
    account[field] = after.toFixed();
    entries.push({ ...leg, line, balanceBefore: before.toFixed(), balanceAfter: after.toFixed() });
  }
  for (const account of byId.values()) {
    if (account.kind !== 'POSITION') continue;
    const reserved = new Decimal(account.reserved);
    if (reserved.isNegative()) return { ok: false, refusal: 'LEDGER_NOTHING_RESERVED' };
    if (reserved.greaterThan(account.posted)) return { ok: false, refusal: 'LEDGER_INSUFFICIENT_UNITS' };
  }
  return { ok: true, entries, balances: [...byId.values()] };
}

/** Available units of a position: posted − reserved. */
export function availableUnits(position: { posted: string; reserved: string }): string {
  return new Decimal(position.posted).minus(position.reserved).toFixed();
}
