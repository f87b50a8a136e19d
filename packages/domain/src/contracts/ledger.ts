import { z } from 'zod';

/** GET /api/admin/ledger/reconciliation (docs/ledger.md, "Reconciliation"). */
export const ledgerReconciliation = z.object({
  ok: z.boolean(),
  accounts: z.number().int(),
  transactions: z.number().int(),
  entries: z.number().int(),
  accountMismatches: z.array(
    z.object({
      accountId: z.string(),
      code: z.string(),
      posted: z.string(),
      postedFromEntries: z.string(),
      reserved: z.string(),
      reservedFromEntries: z.string(),
    }),
  ),
  unbalancedTransactions: z.array(
    z.object({ transactionId: z.string(), asset: z.string(), bucket: z.string(), total: z.string() }),
  ),
  /**
   * Transactions that move an investor's cash without naming one fund through both that investor's
   * position and the fund's bank (the portfolio reads a cash entry's fund from the position).
   */
  cashWithoutItsFund: z.array(z.object({ transactionId: z.string() })),
});
export type LedgerReconciliation = z.infer<typeof ledgerReconciliation>;
