import Decimal from 'decimal.js';
import type { LedgerBucket, LedgerOperation, LedgerRole } from './accounts.ts';

/** One line of an operation before it is bound to accounts: which role, which bucket, how much. */
export interface LedgerLeg {
  role: LedgerRole;
  bucket: LedgerBucket;
  /** Signed decimal string: positive raises the balance, negative lowers it. */
  amount: string;
}

const UNITS = /^\d{1,15}(\.\d{1,8})?$/;
const MONEY = /^\d{1,15}(\.\d{1,2})?$/;

function positive(value: string, pattern: RegExp, what: string): Decimal {
  if (!pattern.test(value) || new Decimal(value).isZero())
    throw new RangeError(`${what} must be a positive decimal`);
  return new Decimal(value);
}

const neg = (d: Decimal) => d.neg().toFixed();
const pos = (d: Decimal) => d.toFixed();

/**
 * Subscription: the investor's position gains the quotas the fund issues, and the money the investor
 * sent moves from its transit account to the fund's bank.
 */
export function subscriptionLegs(units: string, amount: string): LedgerLeg[] {
  const u = positive(units, UNITS, 'units');
  const a = positive(amount, MONEY, 'amount');
  return [
    { role: 'position', bucket: 'POSTED', amount: pos(u) },
    { role: 'fundIssued', bucket: 'POSTED', amount: neg(u) },
    { role: 'fundBank', bucket: 'POSTED', amount: pos(a) },
    { role: 'cashInTransit', bucket: 'POSTED', amount: neg(a) },
  ];
}

/** Reserve (a rescue request): units of the position held, and held on the fund's side too. */
export function reserveLegs(units: string): LedgerLeg[] {
  const u = positive(units, UNITS, 'units');
  return [
    { role: 'position', bucket: 'RESERVED', amount: pos(u) },
    { role: 'fundIssued', bucket: 'RESERVED', amount: neg(u) },
  ];
}

/** Release (a request cancelled or rejected): the exact opposite of its reservation. */
export function releaseLegs(units: string): LedgerLeg[] {
  const u = positive(units, UNITS, 'units');
  return [
    { role: 'position', bucket: 'RESERVED', amount: neg(u) },
    { role: 'fundIssued', bucket: 'RESERVED', amount: pos(u) },
  ];
}

/**
 * Settle (a rescue paid): the reservation is released and the units leave the position back to the
 * fund, whose bank pays the amount to the investor (cash in transit until it reaches the account).
 */
export function settleLegs(units: string, amount: string): LedgerLeg[] {
  const u = positive(units, UNITS, 'units');
  const a = positive(amount, MONEY, 'amount');
  return [
    ...releaseLegs(units),
    { role: 'position', bucket: 'POSTED', amount: neg(u) },
    { role: 'fundIssued', bucket: 'POSTED', amount: pos(u) },
    { role: 'fundBank', bucket: 'POSTED', amount: neg(a) },
    { role: 'cashInTransit', bucket: 'POSTED', amount: pos(a) },
  ];
}

/** The legs of an operation, by name. */
export function legsOf(
  operation: Exclude<LedgerOperation, 'REVERSAL'>,
  figures: { units: string; amount?: string },
): LedgerLeg[] {
  switch (operation) {
    case 'SUBSCRIPTION':
      return subscriptionLegs(figures.units, figures.amount ?? '');
    case 'RESERVE':
      return reserveLegs(figures.units);
    case 'RELEASE':
      return releaseLegs(figures.units);
    case 'SETTLE':
      return settleLegs(figures.units, figures.amount ?? '');
  }
}
