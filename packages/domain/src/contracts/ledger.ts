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
});
export type LedgerReconciliation = z.infer<typeof ledgerReconciliation>;
