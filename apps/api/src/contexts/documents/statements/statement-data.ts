import { amountForQuotas, DomainError, limaDate, type CurrencyCode } from '@invierte/domain';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { investments, movements, users } from '../../../db/schema.ts';
import { portfolioRepository } from '../../portfolio/index.ts';
import { loadHoldings } from '../../portfolio/index.ts';

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
    /** The fund's figures as every view shows them (portfolio/cost-basis.ts, through loadHoldings). */
    subscribed: string;
    rescued: string;
    invested: string;
    gain: string | null;
    gainPercent: string | null;
    annualReturn: string | null;
    annualReturnNote: string;
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
  const figures = new Map((await loadHoldings(ctx, userId)).investments.map((i) => [i.productId, i]));
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
      const f = figures.get(p.productId);
      return {
        productName: p.productName,
        code: p.productCode,
        currency: p.currency,
        quotas: new Decimal(p.posted).toFixed(8),
        reservedQuotas: new Decimal(p.reserved).toFixed(8),
        quotaValue: p.quotaValue,
        quotaValueDate: p.quotaValueDate,
        value: p.quotaValue ? amountForQuotas(new Decimal(p.posted).toFixed(8), p.quotaValue) : null,
        subscribed: f?.subscribed ?? '0.00',
        rescued: f?.rescued ?? '0.00',
        invested: f?.invested ?? '0.00',
        gain: f?.gain ?? null,
        gainPercent: f?.gainPercent ?? null,
        annualReturn: f?.annualReturn ?? null,
        annualReturnNote: f?.annualReturnNote ?? '',
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
