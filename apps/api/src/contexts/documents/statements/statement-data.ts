import {
  addDays,
  amountForQuotas,
  DomainError,
  limaDate,
  periodStatement,
  type CurrencyCode,
  type PeriodStatement,
  type StatementOperation,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { investments, movements, products, quotaValues, users } from '../../../db/schema.ts';
import { portfolioRepository } from '../../portfolio/index.ts';
import { loadHoldings } from '../../portfolio/index.ts';
import { issuerOf, type FundIssuer } from './document-layout.ts';

export type PortfolioDocumentKind = 'ACCOUNT_STATE' | 'INVESTMENT_REPORT' | 'CERTIFICATE';

export interface StatementInvestor {
  name: string;
  documentType: string;
  documentNumber: string;
  email: string;
}

/** The period statement's content, plain and structured-cloneable (it crosses to a pool thread). */
export interface PeriodStatementData {
  generatedAt: string;
  investor: StatementInvestor;
  issuer: FundIssuer;
  statement: PeriodStatement;
}

/** Everything a portfolio document shows, plain and structured-cloneable (it crosses to a pool thread). */
export interface StatementData {
  kind: PortfolioDocumentKind;
  generatedAt: string;
  today: string;
  investor: StatementInvestor;
  issuer: FundIssuer;
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
  }>;
}

/**
 * Collects one investor's holdings (from the ledger's positions) and their figures, for every
 * fund held or the one asked. A fund asked for that the investor does not hold answers 404.
 */
export async function collectStatementData(
  ctx: AppContext,
  userId: string,
  kind: PortfolioDocumentKind,
  productId: string | undefined,
): Promise<StatementData> {
  const investor = await investorOf(ctx.db, userId);
  const held = (await portfolioRepository.positionsOf(ctx.db, userId)).filter(
    (p) => !productId || p.productId === productId,
  );
  if (productId && held.length === 0) throw new DomainError('NOT_FOUND', 'No tienes cuotas de este fondo.');
  const figures = new Map((await loadHoldings(ctx, userId)).investments.map((i) => [i.productId, i]));
  const now = ctx.now();
  return {
    kind,
    generatedAt: now.toISOString(),
    today: limaDate(now),
    investor,
    issuer: issuerOf(ctx.config),
    funds: held.map((p) => {
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
      };
    }),
  };
}

async function investorOf(db: Db, userId: string): Promise<StatementInvestor> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError('UNAUTHORIZED');
  return {
    name: [user.name, user.lastName, user.secondLastName].filter(Boolean).join(' '),
    documentType: user.documentType ?? 'DNI',
    documentNumber: user.documentNumber ?? '',
    email: user.email,
  };
}

/** Each product's last published quota value on or before `date`. */
function quotaValuesAt(db: Db, productIds: string[], date: string) {
  return db
    .selectDistinctOn([quotaValues.productId], {
      productId: quotaValues.productId,
      date: quotaValues.valueDate,
      value: quotaValues.value,
    })
    .from(quotaValues)
    .where(and(inArray(quotaValues.productId, productIds), lte(quotaValues.valueDate, date)))
    .orderBy(quotaValues.productId, desc(quotaValues.valueDate));
}

/**
 * One investor's statement of the Lima days `from` to `to` (docs/business-rules.md, "Period
 * statement"): her journal events per fund (the ones every view reads, through loadHoldings), the
 * requests of the period that were not executed, and the quota values in force when the period
 * opened and closed, computed by the domain. `hasta` after today is refused: the period has not
 * closed. A fund asked for that the investor never held answers 404.
 */
export async function collectPeriodStatementData(
  ctx: AppContext,
  userId: string,
  range: { from?: string | undefined; to?: string | undefined; productId?: string | undefined },
): Promise<PeriodStatementData> {
  const today = limaDate(ctx.now());
  if (range.to && range.to > today)
    throw new DomainError('VALIDATION_ERROR', 'La fecha hasta no puede ser posterior a hoy.');
  if (range.from && range.from > today)
    throw new DomainError('VALIDATION_ERROR', 'La fecha desde no puede ser posterior a hoy.');
  const investor = await investorOf(ctx.db, userId);
  const holdings = await loadHoldings(
    ctx,
    userId,
    range.productId ? { productId: range.productId } : undefined,
  );
  if (range.productId && holdings.investments.length === 0)
    throw new DomainError('NOT_FOUND', 'No tienes cuotas de este fondo.');
  const to = range.to ?? today;
  const firstEvent = [...holdings.events.values()]
    .flat()
    .reduce<string | null>((first, e) => (first === null || e.date < first ? e.date : first), null);
  const from = range.from ?? (firstEvent && firstEvent < to ? firstEvent : to);
  const ids = holdings.investments.map((i) => i.productId);
  const [requests, opening, closing, codes] = ids.length
    ? await Promise.all([
        ctx.db
          .select({
            id: movements.id,
            productId: investments.productId,
            date: movements.operationDate,
            type: movements.type,
            status: movements.status,
            quotas: movements.quotas,
            amount: movements.amount,
          })
          .from(movements)
          .innerJoin(investments, eq(investments.id, movements.investmentId))
          .where(
            and(
              eq(investments.userId, userId),
              inArray(investments.productId, ids),
              ne(movements.status, 'APPROVED'),
              gte(movements.operationDate, from),
              lte(movements.operationDate, to),
            ),
          )
          .orderBy(asc(movements.operationDate), asc(movements.createdAt)),
        quotaValuesAt(ctx.db, ids, addDays(from, -1)),
        quotaValuesAt(ctx.db, ids, to),
        ctx.db
          .select({ id: products.id, code: products.code })
          .from(products)
          .where(inArray(products.id, ids)),
      ])
    : [[], [], [], []];
  const codeOf = new Map(codes.map((p) => [p.id, p.code]));
  const statement = periodStatement({
    from,
    to,
    funds: holdings.investments.map((i) => {
      const executed: StatementOperation[] = (holdings.events.get(i.productId) ?? []).map((e) => ({
        ...e,
        status: 'EXECUTED',
      }));
      const notExecuted: StatementOperation[] = requests
        .filter((r) => r.productId === i.productId)
        .map((r) => ({
          id: `request:${r.id}`,
          reverses: null,
          date: r.date,
          kind: r.type,
          quotas: r.quotas,
          amount: new Decimal(r.amount).abs().toFixed(2),
          status: r.status as StatementOperation['status'],
        }));
      return {
        productId: i.productId,
        productName: i.productName,
        code: codeOf.get(i.productId) ?? '',
        currency: i.currency.code,
        operations: [...executed, ...notExecuted],
        quotaValues: [...opening, ...closing]
          .filter((v) => v.productId === i.productId)
          .map((v) => ({ date: v.date, value: v.value })),
      };
    }),
  });
  return { generatedAt: ctx.now().toISOString(), investor, issuer: issuerOf(ctx.config), statement };
}
