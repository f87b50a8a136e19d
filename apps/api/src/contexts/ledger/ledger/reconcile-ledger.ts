import type { Db } from '../../../db/client.ts';
import { ledgerRepository } from './ledger.repository.ts';

export interface ReconciliationReport {
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  /** Accounts whose balances are not the sum of their entries. */
  accountMismatches: Array<{
    accountId: string;
    code: string;
    posted: string;
    postedFromEntries: string;
    reserved: string;
    reservedFromEntries: string;
  }>;
  /** Transactions whose entries do not sum to zero for an asset and bucket. */
  unbalancedTransactions: Array<{ transactionId: string; asset: string; bucket: string; total: string }>;
  /** Transactions moving an investor's cash that do not name one fund through the position and the bank. */
  cashWithoutItsFund: Array<{ transactionId: string }>;
}

/**
 * The ledger's reconciliation (architecture A7): every account (position, fund, cash) equals the sum
 * of its entries, and every journal transaction balances to zero per asset (currency or product
 * units) and bucket, and every movement of an investor's cash names one fund through both that
 * investor's position and the fund's bank (the portfolio's cash reads rely on it). Read-only; run
 * by the admin call, the `ledger:reconcile` command and the tests.
 */
export async function reconcileLedger(db: Db): Promise<ReconciliationReport> {
  const [mismatches, unbalanced, cashWithoutFund, counts] = await Promise.all([
    ledgerRepository.accountsOffTheirEntries(db),
    ledgerRepository.unbalancedTransactions(db),
    ledgerRepository.cashWithoutItsFund(db),
    ledgerRepository.counts(db),
  ]);
  return {
    ok: mismatches.length === 0 && unbalanced.length === 0 && cashWithoutFund.length === 0,
    ...counts,
    accountMismatches: mismatches.map((m) => ({
      accountId: m.id,
      code: m.code,
      posted: m.posted,
      postedFromEntries: m.posted_sum,
      reserved: m.reserved,
      reservedFromEntries: m.reserved_sum,
    })),
    unbalancedTransactions: unbalanced.map((u) => ({
      transactionId: u.transaction_id,
      asset: u.asset,
      bucket: u.bucket,
      total: u.total,
    })),
    cashWithoutItsFund: cashWithoutFund.map((c) => ({ transactionId: c.transaction_id })),
  };
}
