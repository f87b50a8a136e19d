import Decimal from 'decimal.js';
import { quotasForAmount } from '../quota-math.ts';
import { planRescue, type RescueAsk, type RescueLimits } from './rescue-rules.ts';

/**
 * Reinvestment rules (docs/business-rules.md, "Reinvestment"): the source fund repurchases quotas
 * exactly as in a rescue (same pricing, available quotas and quarterly cap), and the amount they are
 * worth buys quotas of the target fund at its own applicable quota value, truncated like any purchase.
 */

export const reinvestmentWording = { verb: 'reinvertir', laterFrom: 'reinvertir' };

export interface ReinvestmentTarget {
  quotaValue: string;
  currency: string;
  /** Whether the investor already holds quotas of the target fund (the minimum applies to a first one). */
  holdsUnits: boolean;
  minimum: { minimum: string; message: string };
}

export type ReinvestmentPlan =
  { ok: true; fromQuotas: string; amount: string; toQuotas: string } | { ok: false; message: string };

export function planReinvestment(
  ask: RescueAsk,
  source: RescueLimits,
  target: ReinvestmentTarget,
): ReinvestmentPlan {
  if (source.currency !== target.currency)
    return {
      ok: false,
      message: 'Solo puedes reinvertir entre fondos de la misma moneda.',
    };
  const repurchase = planRescue(ask, source, reinvestmentWording);
  if (!repurchase.ok) return { ok: false, message: repurchase.message };
  if (!target.holdsUnits && new Decimal(repurchase.amount).lt(target.minimum.minimum))
    return { ok: false, message: target.minimum.message };
  const toQuotas = quotasForAmount(repurchase.amount, target.quotaValue);
  if (new Decimal(toQuotas).lte(0))
    return { ok: false, message: 'El monto no alcanza para comprar cuotas del fondo elegido.' };
  return { ok: true, fromQuotas: repurchase.quotas, amount: repurchase.amount, toQuotas };
}
