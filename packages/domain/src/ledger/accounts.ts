/**
 * The ledger's accounts (docs/ledger.md). Balances are signed: an investor's position is positive,
 * the fund's issued units are the same quotas seen from the fund and so negative; every journal
 * transaction sums to zero per asset and bucket.
 */
export const ledgerAccountKinds = [
  'POSITION',
  'FUND_ISSUED_UNITS',
  'FUND_BANK',
  'INVESTOR_CASH_IN_TRANSIT',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/** Which balance of an account an entry moves: the posted balance or the part of it reserved. */
export const ledgerBuckets = ['POSTED', 'RESERVED'] as const;
export type LedgerBucket = (typeof ledgerBuckets)[number];

export const ledgerOperations = [
  'SUBSCRIPTION',
  'RESERVE',
  'RELEASE',
  'SETTLE',
  'REVERSAL',
  'REINVESTMENT',
  'TRANSFER',
] as const;
export type LedgerOperation = (typeof ledgerOperations)[number];

/** The roles an operation's legs name; the API turns each into an account of the investor or fund. */
export type LedgerRole = 'position' | 'fundIssued' | 'fundBank' | 'cashInTransit';

export const roleKinds: Record<LedgerRole, LedgerAccountKind> = {
  position: 'POSITION',
  fundIssued: 'FUND_ISSUED_UNITS',
  fundBank: 'FUND_BANK',
  cashInTransit: 'INVESTOR_CASH_IN_TRANSIT',
};

/** The asset a product's quotas are counted in. */
export const unitsAsset = (productId: string) => `UNITS:${productId}`;

export interface LedgerAccountIdentity {
  kind: LedgerAccountKind;
  asset: string;
  userId: string | null;
  productId: string | null;
}

/** The natural key of an account: one per kind, owner, product and asset. */
export function ledgerAccountCode(a: LedgerAccountIdentity): string {
  return [a.kind, a.asset, a.userId ?? '-', a.productId ?? '-'].join('|');
}

/** The account each role of an operation on (investor, product, currency) stands for. */
export function accountFor(
  role: LedgerRole,
  on: { userId: string; productId: string; currency: string },
): LedgerAccountIdentity {
  switch (role) {
    case 'position':
      return {
        kind: 'POSITION',
        asset: unitsAsset(on.productId),
        userId: on.userId,
        productId: on.productId,
      };
    case 'fundIssued':
      return {
        kind: 'FUND_ISSUED_UNITS',
        asset: unitsAsset(on.productId),
        userId: null,
        productId: on.productId,
      };
    case 'fundBank':
      return { kind: 'FUND_BANK', asset: on.currency, userId: null, productId: on.productId };
    case 'cashInTransit':
      return { kind: 'INVESTOR_CASH_IN_TRANSIT', asset: on.currency, userId: on.userId, productId: null };
  }
}
