import {
  DomainError,
  currencySymbols,
  heldLots,
  limaDate,
  paymentSchedule,
  type CurrencyCode,
  type PaymentSchedule,
  type ScheduleLot,
  type ScheduleProductType,
  type SimulatorProductValue,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { portfolioSchedulesRepository as repo } from './portfolio-schedules.repository.ts';

const notHeld = () => new DomainError('NOT_FOUND', 'No encontramos esta inversión en tu portafolio.');

const lotKinds = ['SUBSCRIPTION', 'REINVESTMENT', 'TRANSFER'] as const;
type LotKind = (typeof lotKinds)[number];

export interface HoldingSchedules {
  product: {
    id: string;
    name: string;
    slug: string;
    type: ScheduleProductType;
    currency: { code: CurrencyCode; symbol: string };
  };
  accountId: string;
  terms: {
    term: PaymentSchedule['term'];
    termLabel: string;
    frequency: PaymentSchedule['frequency'];
    frequencyLabel: string;
    annualRate: string;
    incomeTaxRate: string;
    paymentCount: number;
    termSource: 'product-default';
  };
  lots: Array<{ view: ScheduleLot; schedule: PaymentSchedule }>;
}

/**
 * The caller's lots in one Bono or Mutuo product with the schedule of each (docs/business-rules.md,
 * "Payment schedules"). A product of another type, one never held, or another investor's answers 404
 * with the same message, so the call never tells whether someone else holds it.
 */
export async function holdingSchedules(
  ctx: AppContext,
  userId: string,
  type: ScheduleProductType,
  productId: string,
): Promise<HoldingSchedules> {
  const holding = await repo.holding(ctx.db, userId, productId);
  if (!holding || holding.type !== type || holding.simulatorValue === null) throw notHeld();
  const currency = holding.currency;
  const today = limaDate(ctx.now());
  const moves = await repo.approvedMovements(ctx.db, holding.accountId);
  const lots = heldLots(moves)
    .filter((m) => (lotKinds as readonly string[]).includes(m.type))
    .map((m) => {
      const schedule = paymentSchedule({
        product: holding.simulatorValue as SimulatorProductValue,
        currency,
        amount: new Decimal(m.amount).toFixed(2),
        held: { quotas: m.heldQuotas, of: m.quotas },
        startDate: m.operationDate,
        today,
      });
      const view: ScheduleLot = {
        investmentId: m.id,
        kind: m.type as LotKind,
        startDate: schedule.startDate,
        maturityDate: schedule.maturityDate,
        amount: new Decimal(m.amount).toFixed(2),
        quotas: new Decimal(m.quotas).toFixed(8),
        quotaValue: new Decimal(m.quotaValue).toFixed(8),
        heldQuotas: m.heldQuotas,
        principal: schedule.principal,
        totals: schedule.totals,
        pastNet: schedule.pastNet,
        upcomingNet: schedule.upcomingNet,
        nextPayment: schedule.nextPayment,
      };
      return { view, schedule };
    });
  // Every lot shares the product's default term, so its terms are the product's (one schedule computes them).
  const sample = paymentSchedule({
    product: holding.simulatorValue as SimulatorProductValue,
    currency,
    amount: '0',
    startDate: today,
    today,
  });
  return {
    product: {
      id: holding.productId,
      name: holding.name,
      slug: holding.slug,
      type,
      currency: { code: currency, symbol: currencySymbols[currency] },
    },
    accountId: holding.accountId,
    terms: {
      term: sample.term,
      termLabel: sample.termLabel,
      frequency: sample.frequency,
      frequencyLabel: sample.frequencyLabel,
      annualRate: sample.annualRate,
      incomeTaxRate: sample.incomeTaxRate,
      paymentCount: sample.paymentCount,
      termSource: 'product-default',
    },
    lots,
  };
}

/** One lot still held of the caller's holding; `accountId` must name that holding. */
export async function lotSchedule(
  ctx: AppContext,
  userId: string,
  params: { type: ScheduleProductType; id: string; accountId: string; investmentId: string },
) {
  const holding = await holdingSchedules(ctx, userId, params.type, params.id);
  if (holding.accountId !== params.accountId) throw notHeld();
  const lot = holding.lots.find((l) => l.view.investmentId === params.investmentId);
  if (!lot || new Decimal(lot.view.heldQuotas).isZero()) throw notHeld();
  return { holding, lot };
}
