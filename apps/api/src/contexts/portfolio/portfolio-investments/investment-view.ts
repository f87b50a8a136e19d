import {
  amountForQuotas,
  annualReturn,
  costBasis,
  currencySymbols,
  DomainError,
  holdingGain,
  investorFlows,
  limaDate,
  type DatedBalance,
  type DatedCash,
  type HoldingEvent,
  type HoldingEventKind,
  type PortfolioInvestment,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import { positionOf } from '../../ledger/index.ts';
import type { portfolioInvestmentsRepository } from './portfolio-investments.repository.ts';

type Repo = typeof portfolioInvestmentsRepository;
type InvestmentRow = Awaited<ReturnType<Repo['investmentsOf']>>[number];
type CashRow = Awaited<ReturnType<Repo['cashEntries']>>[number];
type PositionEntryRow = Awaited<ReturnType<Repo['positionEntries']>>[number];
type HoldingEventRow = Awaited<ReturnType<Repo['holdingEvents']>>[number];

export const fundNotHeld = () => new DomainError('NOT_FOUND', 'No tienes inversiones en este fondo.');

/**
 * A cash entry as income or expenses: a subscription's (negative on the investor's transit account)
 * is cash the investor paid in; a settlement's is a rescue paid out. A reversal counts as what it
 * reverses, with its sign, so it undoes it.
 */
export function datedCash(row: CashRow): DatedCash & { productId: string | null; currency: string } {
  const amount = new Decimal(row.amount);
  return {
    productId: row.productId,
    currency: row.currency,
    date: limaDate(row.at),
    income: row.kind === 'SUBSCRIPTION' ? amount.neg().toFixed(8) : '0',
    expenses: row.kind === 'SETTLE' ? amount.toFixed(8) : '0',
  };
}

const eventKinds: Record<string, HoldingEventKind> = {
  SUBSCRIPTION: 'SUBSCRIPTION',
  SETTLE: 'RESCUE',
  REINVESTMENT: 'REINVESTMENT',
  TRANSFER: 'TRANSFER',
};

/**
 * Each fund's journal events as the cost basis reads them (portfolio/cost-basis.ts), oldest first:
 * the money a subscription, a rescue's settlement or a reinvestment moved is the `amount` its posting
 * recorded (the same as its cash and bank entries); a transfer moves its quotas' value at the
 * transfer's quota value, as its movements say.
 */
export function holdingEventsPerProduct(rows: readonly HoldingEventRow[]): Map<string, HoldingEvent[]> {
  const out = new Map<string, HoldingEvent[]>();
  for (const row of rows) {
    const kind = eventKinds[row.kind];
    if (!row.productId || !kind) continue;
    const memo = row.memo as { amount?: string; quotas?: string; quotaValue?: string };
    const quotas = new Decimal(row.quotas);
    const amount =
      kind === 'TRANSFER'
        ? amountForQuotas(quotas.abs().toFixed(8), memo.quotaValue ?? '0')
        : new Decimal(memo.amount ?? 0).toFixed(2);
    const list = out.get(row.productId) ?? [];
    list.push({
      id: row.transactionId,
      reverses: row.reversesId,
      date: limaDate(row.at),
      kind,
      quotas: quotas.toFixed(8),
      amount,
    });
    out.set(row.productId, list);
  }
  return out;
}

/**
 * The quotas each fund held at the end of each Lima day: the running sum of its posted entries,
 * which the journal's CHECK and the reconciliation keep equal to the last entry's balance after.
 */
export function dailyBalances(rows: readonly PositionEntryRow[]): Map<string, DatedBalance[]> {
  const out = new Map<string, DatedBalance[]>();
  const running = new Map<string, Decimal>();
  for (const row of rows) {
    if (!row.productId) continue;
    const total = (running.get(row.productId) ?? new Decimal(0)).plus(row.amount);
    running.set(row.productId, total);
    const list = out.get(row.productId) ?? [];
    const date = limaDate(row.at);
    const last = list.at(-1);
    if (last?.date === date) last.balance = total.toFixed(8);
    else list.push({ date, balance: total.toFixed(8) });
    out.set(row.productId, list);
  }
  return out;
}

/** The API's shape of one investment: quotas from the position, money from its journal events. */
export function investmentView(
  r: InvestmentRow,
  events: readonly HoldingEvent[],
  today: string,
): PortfolioInvestment {
  const code = r.currency;
  const position = positionOf(r);
  const quotas = position.quotas;
  const value = r.quotaValue ? amountForQuotas(quotas, r.quotaValue) : null;
  const basis = costBasis(events);
  const yearly = annualReturn(investorFlows(events), value, today);
  return {
    investmentId: r.investmentId,
    productId: r.productId,
    productName: r.productName,
    productSlug: r.productSlug,
    productType: r.productType,
    currency: { code, symbol: currencySymbols[code] },
    quotas,
    reservedQuotas: position.reservedQuotas,
    availableQuotas: position.availableQuotas,
    quotaValue: r.quotaValue,
    quotaValueDate: r.quotaValueDate,
    value,
    subscribed: basis.contributed,
    rescued: basis.withdrawn,
    invested: basis.cost,
    realizedGain: basis.realizedGain,
    ...holdingGain(basis, value),
    annualReturn: yearly.rate,
    annualReturnNote: yearly.note,
    since: basis.since,
  };
}
