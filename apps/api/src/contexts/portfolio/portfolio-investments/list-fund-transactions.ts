import {
  fundTransactionLabels,
  limaDate,
  type FundTransaction,
  type FundTransactionsPage,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { fundNotHeld } from './investment-view.ts';
import { portfolioInvestmentsRepository as repo } from './portfolio-investments.repository.ts';

/**
 * GET /api/portfolio/{id}/transactions: the journal transactions on the caller's position in one fund,
 * newest first: what each did to the quotas and reserved quotas, the balances it left and its cash.
 */
export async function listFundTransactions(
  ctx: AppContext,
  userId: string,
  productId: string,
  q: { page: number; pageSize: number },
): Promise<FundTransactionsPage> {
  const account = await repo.positionAccount(ctx.db, userId, productId);
  if (!account) throw fundNotHeld();
  const { page, total } = await repo.positionTransactions(
    ctx.db,
    account.id,
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  const ids = page.map((t) => t.id);
  const { entries, cash } = await repo.transactionDetails(ctx.db, ids, account.id, productId);
  const items: FundTransaction[] = page.map((t) => {
    const own = entries.filter((e) => e.transactionId === t.id);
    const change = (bucket: string) =>
      own
        .filter((e) => e.bucket === bucket)
        .reduce((s, e) => s.plus(e.amount), new Decimal(0))
        .toFixed(8);
    const after = (bucket: string) => own.filter((e) => e.bucket === bucket).at(-1)?.balanceAfter ?? null;
    const money = cash.filter((c) => c.transactionId === t.id);
    return {
      id: t.id,
      kind: t.kind,
      label: fundTransactionLabels[t.kind] ?? t.kind,
      at: t.at.toISOString(),
      date: limaDate(t.at),
      quotas: change('POSTED'),
      reservedQuotas: change('RESERVED'),
      quotasAfter: after('POSTED'),
      reservedAfter: after('RESERVED'),
      amount: money.length
        ? money
            .reduce((s, c) => s.plus(c.amount), new Decimal(0))
            .abs()
            .toFixed(2)
        : null,
    };
  });
  return { productId, items, total, page: q.page, pageSize: q.pageSize };
}
