import {
  amountForQuotas,
  currencySymbols,
  DomainError,
  investmentGain,
  limaDate,
  type CurrencyCode,
  type DatedBalance,
  type DatedCash,
  type PortfolioInvestment,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { portfolioInvestmentsRepository } from './portfolio-investments.repository.ts';

type Repo = typeof portfolioInvestmentsRepository;
type InvestmentRow = Awaited<ReturnType<Repo['investmentsOf']>>[number];
type CashRow = Awaited<ReturnType<Repo['cashEntries']>>[number];
type PositionEntryRow = Awaited<ReturnType<Repo['positionEntries']>>[number];
type ValueMoveRow = Awaited<ReturnType<Repo['valueMoves']>>[number];

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

/**
 * What came into and went out of each fund, and the date of the first thing that came in: the cash
 * of subscriptions and rescues, and the value moved by reinvestments and transfers (into the fund
 * they reached, out of the fund they left), so a fund reached by a reinvestment shows what it cost
 * and the fund it left shows what it gave (docs/ledger.md).
 */
export function cashPerProduct(rows: readonly CashRow[], moves: readonly ValueMoveRow[] = []) {
  const out = new Map<string, { subscribed: Decimal; rescued: Decimal; since: string | null }>();
  const fund = (productId: string) => {
    const s = out.get(productId) ?? { subscribed: new Decimal(0), rescued: new Decimal(0), since: null };
    out.set(productId, s);
    return s;
  };
  const cameIn = (s: { since: string | null }, date: string) => {
    if (!s.since || date < s.since) s.since = date;
  };
  for (const row of rows) {
    if (!row.productId) continue;
    const c = datedCash(row);
    const s = fund(row.productId);
    s.subscribed = s.subscribed.plus(c.income);
    s.rescued = s.rescued.plus(c.expenses);
    if (row.kind === 'SUBSCRIPTION') cameIn(s, c.date);
  }
  for (const move of moves) {
    const s = fund(move.productId);
    if (new Decimal(move.quotas).isNegative()) s.rescued = s.rescued.plus(move.amount);
    else {
      s.subscribed = s.subscribed.plus(move.amount);
      cameIn(s, move.date);
    }
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

/** The API's shape of one investment: quotas from the position, cash from the journal. */
export function investmentView(
  r: InvestmentRow,
  cash: { subscribed: Decimal; rescued: Decimal; since: string | null } | undefined,
): PortfolioInvestment {
  const code = r.currency as CurrencyCode;
  const quotas = new Decimal(r.posted ?? 0).toFixed(8);
  const reserved = new Decimal(r.reserved ?? 0);
  const subscribed = (cash?.subscribed ?? new Decimal(0)).toFixed(2);
  const rescued = (cash?.rescued ?? new Decimal(0)).toFixed(2);
  const value = r.quotaValue ? amountForQuotas(quotas, r.quotaValue) : null;
  const gain = value ? investmentGain(value, subscribed, rescued) : { gain: null, gainPercent: null };
  return {
    investmentId: r.investmentId,
    productId: r.productId,
    productName: r.productName,
    productSlug: r.productSlug,
    productType: r.productType,
    currency: { code, symbol: currencySymbols[code] },
    quotas,
    reservedQuotas: reserved.toFixed(8),
    availableQuotas: new Decimal(quotas).minus(reserved).toFixed(8),
    quotaValue: r.quotaValue,
    quotaValueDate: r.quotaValueDate,
    value,
    subscribed,
    rescued,
    invested: new Decimal(subscribed).minus(rescued).toFixed(2),
    gain: gain.gain,
    gainPercent: gain.gainPercent,
    since: cash?.since ?? null,
  };
}
