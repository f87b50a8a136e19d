import Decimal from 'decimal.js';
import { moneyPatterns } from '../rules.ts';
import type { LedgerBucket, LedgerOperation, LedgerRole } from './accounts.ts';

/** One line of an operation before it is bound to accounts: which role, which bucket, how much. */
export interface LedgerLeg {
  role: LedgerRole;
  bucket: LedgerBucket;
  /** Signed decimal string: positive raises the balance, negative lowers it. */
  amount: string;
  /**
   * Whose account: the operation's own parties (default), or its counterparty — the target fund of a
   * reinvestment, the recipient of a transfer.
   */
  side?: 'counterparty';
}

const UNITS = moneyPatterns.quotas;
const MONEY = moneyPatterns.amount;

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

/**
 * Reinvestment (docs/business-rules.md, "Reinvestment"): the source fund repurchases `fromUnits` and
 * pays `amount` from its bank straight into the target fund's bank, which issues `toQuotaString` to the
 * same investor. No money leaves the funds: the investor's transit account is not touched.
 */
export function reinvestmentLegs(fromUnits: string, amount: string, toQuotaString: string): LedgerLeg[] {
  const from = positive(fromUnits, UNITS, 'from units');
  const a = positive(amount, MONEY, 'amount');
  const to = positive(toQuotaString, UNITS, 'to units');
  return [
    { role: 'position', bucket: 'POSTED', amount: neg(from) },
    { role: 'fundIssued', bucket: 'POSTED', amount: pos(from) },
    { role: 'fundBank', bucket: 'POSTED', amount: neg(a) },
    { role: 'fundBank', bucket: 'POSTED', amount: pos(a), side: 'counterparty' },
    { role: 'position', bucket: 'POSTED', amount: pos(to), side: 'counterparty' },
    { role: 'fundIssued', bucket: 'POSTED', amount: neg(to), side: 'counterparty' },
  ];
}

/**
 * Transfer (docs/business-rules.md, "Transfer"): quotas pass from one investor's position to
 * another's in the same fund; the fund's issued units and its bank do not move.
 */
export function transferLegs(units: string): LedgerLeg[] {
  const u = positive(units, UNITS, 'units');
  return [
    { role: 'position', bucket: 'POSTED', amount: neg(u) },
    { role: 'position', bucket: 'POSTED', amount: pos(u), side: 'counterparty' },
  ];
}

/** The legs of a single-party operation, by name. */
export function legsOf(
  operation: Exclude<LedgerOperation, 'REVERSAL' | 'REINVESTMENT' | 'TRANSFER'>,
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
