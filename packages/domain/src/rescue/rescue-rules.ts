import Decimal from 'decimal.js';
import type { CurrencyCode } from '../currency.ts';
import { formatCurrency, formatQuotas } from '../money-format.ts';
import { amountForQuotas, QUOTA_DECIMALS, toQuotaString } from '../quota-math.ts';

/**
 * Rescue (rescate) rules (docs/business-rules.md, "Rescues"). A request is fixed in quotas; its
 * amount is those quotas at the quota value of the applicable day (the 4:30 pm rule), rounded
 * half-up to the cent, and that is what settlement pays.
 */

/** The fund repurchases at most this share of its capital per quarter (requirements R1: article 34). */
export const REPURCHASE_CAP_PERCENT = '15';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** The quarter's cap in quotas: 15 % of the quotas in circulation when the quarter began, truncated. */
export function repurchaseCapUnits(capitalUnits: string): string {
  return toQuotaString(
    new D(capitalUnits)
      .mul(REPURCHASE_CAP_PERCENT)
      .div(100)
      .toDecimalPlaces(QUOTA_DECIMALS, Decimal.ROUND_DOWN),
  );
}

/**
 * Quotas a rescue of `amount` takes: rounded up to the 8th decimal, so the quotas' value is never
 * below the amount asked (it may exceed it by less than a cent's rounding).
 */
export function quotasForRescueAmount(amount: string, quotaValue: string): string {
  const value = new D(quotaValue);
  if (value.lte(0)) throw new RangeError('quota value must be positive');
  return toQuotaString(new D(amount).div(value).toDecimalPlaces(QUOTA_DECIMALS, Decimal.ROUND_UP));
}

export type RescueAsk = { quotas: string } | { amount: string };

export interface RescueLimits {
  quotaValue: string;
  currency: CurrencyCode;
  /** posted − reserved of the investor's position. */
  availableQuotas: string;
  /** What the fund may still repurchase this quarter (cap − requested), never below zero. */
  capRemainingQuotas: string;
  /** The first Lima day of the next quarter, named when the cap is used up. */
  nextQuarterFirstDay: string;
}

export type RescuePlan =
  | { ok: true; quotas: string; amount: string }
  | {
      ok: false;
      reason: 'ZERO' | 'INSUFFICIENT' | 'CAP';
      message: string;
      /** What was asked, priced, so the investor sees it beside the limit. */
      quotas: string;
      amount: string;
      maxQuotas: string;
      maxAmount: string;
    };

const money = (amount: string, currency: CurrencyCode) => formatCurrency(amount, currency);
/** Quotas in full (8 decimals): a rounded figure could name more than may be asked. */
const quotasText = (q: string) => formatQuotas(q);
const spanishDate = (iso: string) => iso.split('-').reverse().join('/');

/** Whether a rescue fits the position and the quarter's cap, and what it takes and pays. */
/** How a refusal names the operation: a rescue, or the rescue half of a reinvestment. */
export interface RepurchaseWording {
  verb: string;
  /** Ends the cap-used refusal: "Podrás … desde el <date>." */
  laterFrom: string;
}
export const rescueWording: RepurchaseWording = { verb: 'rescatar', laterFrom: 'solicitar tu rescate' };

export function planRescue(
  ask: RescueAsk,
  limits: RescueLimits,
  wording: RepurchaseWording = rescueWording,
): RescuePlan {
  const { verb } = wording;
  const quotas =
    'quotas' in ask ? toQuotaString(new D(ask.quotas)) : quotasForRescueAmount(ask.amount, limits.quotaValue);
  const available = new D(limits.availableQuotas);
  const cap = D.max(0, new D(limits.capRemainingQuotas));
  const max = toQuotaString(D.min(available, cap));
  const maxAmount = amountForQuotas(max, limits.quotaValue);
  const amount = amountForQuotas(quotas, limits.quotaValue);
  const refuse = (reason: 'ZERO' | 'INSUFFICIENT' | 'CAP', message: string): RescuePlan => ({
    ok: false,
    reason,
    message,
    quotas,
    amount,
    maxQuotas: max,
    maxAmount,
  });
  if (new D(quotas).lte(0) || new D(amount).lte(0))
    return refuse('ZERO', `Ingresa una cantidad mayor a cero para ${verb}.`);
  if (new D(quotas).gt(available))
    return refuse(
      'INSUFFICIENT',
      available.lte(0)
        ? `No tienes cuotas disponibles para ${verb} en este fondo.`
        : `No tienes cuotas suficientes: puedes ${verb} hasta ${quotasText(toQuotaString(available))} cuotas (${money(amountForQuotas(toQuotaString(available), limits.quotaValue), limits.currency)}).`,
    );
  if (new D(quotas).gt(cap))
    return refuse(
      'CAP',
      cap.lte(0)
        ? `El fondo ya alcanzó el límite de recompra de este trimestre: hasta el ${REPURCHASE_CAP_PERCENT}\u00a0% de su capital (artículo 34 del reglamento de participación). Podrás ${wording.laterFrom} desde el ${spanishDate(limits.nextQuarterFirstDay)}.`
        : `El fondo puede recomprar hasta el ${REPURCHASE_CAP_PERCENT}\u00a0% de su capital por trimestre (artículo 34 del reglamento de participación). En este trimestre aún puede recomprar ${quotasText(toQuotaString(cap))} cuotas (${money(amountForQuotas(toQuotaString(cap), limits.quotaValue), limits.currency)}). Reduce tu solicitud o solicita el resto desde el ${spanishDate(limits.nextQuarterFirstDay)}.`,
    );
  return { ok: true, quotas, amount };
}
