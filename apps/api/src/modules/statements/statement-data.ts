import { amountForQuotas, DomainError, limaDate, type CurrencyCode } from '@invierte/domain';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { investments, movements, users } from '../../db/schema.ts';
import { portfolioRepository } from '../portfolio/portfolio.repository.ts';

export type PortfolioDocumentKind = 'ACCOUNT_STATE' | 'INVESTMENT_REPORT' | 'CERTIFICATE';

/** Everything a portfolio document shows, plain and structured-cloneable (it crosses to a pool thread). */
export interface StatementData {
  kind: PortfolioDocumentKind;
  generatedAt: string;
  today: string;
  investor: { name: string; documentType: string; documentNumber: string; email: string };
  funds: Array<{
    productName: string;
    code: string;
    currency: CurrencyCode;
    quotas: string;
    reservedQuotas: string;
    quotaValue: string | null;
    quotaValueDate: string | null;
    value: string | null;
    subscribed: string;
    rescued: string;
    movements: Array<{
      date: string;
      type: string;
      status: string;
      quotas: string;
      quotaValue: string;
      amount: string;
    }>;
  }>;
}

/**
 * Collects one investor's holdings (from the ledger's positions) and their movements, for every
 * fund held or the one asked. A fund asked for that the investor does not hold answers 404.
 */
export async function collectStatementData(
  ctx: AppContext,
  userId: string,
  kind: PortfolioDocumentKind,
  productId: string | undefined,
): Promise<StatementData> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError('UNAUTHORIZED');
  const held = (await portfolioRepository.positionsOf(ctx.db, userId)).filter(
    (p) => !productId || p.productId === productId,
  );
  if (productId && held.length === 0) throw new DomainError('NOT_FOUND', 'No tienes cuotas de este fondo.');
  const ids = held.map((p) => p.productId);
  const rows = ids.length
    ? await ctx.db
        .select({
          productId: investments.productId,
          date: movements.operationDate,
          type: movements.type,
          status: movements.status,
          quotas: movements.quotas,
          quotaValue: movements.quotaValue,
          amount: movements.amount,
        })
        .from(movements)
        .innerJoin(investments, eq(investments.id, movements.investmentId))
        .where(and(eq(investments.userId, userId), inArray(investments.productId, ids)))
        .orderBy(asc(movements.operationDate), asc(movements.createdAt))
    : [];
  const now = ctx.now();
  return {
    kind,
    generatedAt: now.toISOString(),
    today: limaDate(now),
    investor: {
      name: [user.name, user.lastName, user.secondLastName].filter(Boolean).join(' '),
      documentType: user.documentType ?? 'DNI',
      documentNumber: user.documentNumber ?? '',
      email: user.email,
    },
    funds: held.map((p) => {
      const own = rows.filter((m) => m.productId === p.productId);
      // In: subscriptions, and reinvestments or transfers that reached the fund; out: rescues, and
      // those that left it (quotas negative) — the same sums as the portfolio's (docs/ledger.md).
      const moved = (m: (typeof own)[number]) => m.type === 'REINVESTMENT' || m.type === 'TRANSFER';
      const sum = (counts: (m: (typeof own)[number]) => boolean) =>
        own
          .filter((m) => m.status === 'APPROVED' && counts(m))
          .reduce((s, m) => s.plus(m.amount), new Decimal(0))
          .toFixed(2);
      return {
        productName: p.productName,
        code: p.productCode,
        currency: p.currency as CurrencyCode,
        quotas: new Decimal(p.posted).toFixed(8),
        reservedQuotas: new Decimal(p.reserved).toFixed(8),
        quotaValue: p.quotaValue,
        quotaValueDate: p.quotaValueDate,
        value: p.quotaValue ? amountForQuotas(new Decimal(p.posted).toFixed(8), p.quotaValue) : null,
        subscribed: sum((m) => m.type === 'SUBSCRIPTION' || (moved(m) && !m.quotas.startsWith('-'))),
        rescued: sum((m) => m.type === 'RESCUE' || (moved(m) && m.quotas.startsWith('-'))),
        movements: own.map((m) => ({
          date: m.date,
          type: m.type,
          status: m.status,
          quotas: m.quotas,
          quotaValue: m.quotaValue,
          amount: m.amount,
        })),
      };
    }),
  };
}
