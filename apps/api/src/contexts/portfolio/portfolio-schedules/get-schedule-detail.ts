import { formatRate, type ScheduleDetail, type ScheduleProductType } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { lotSchedule } from './schedule-view.ts';

/** GET /api/portfolio-{type}/{id}/{accountId}/investments/{investmentId}/detail: one lot, its terms and totals. */
export async function getScheduleDetail(
  ctx: AppContext,
  userId: string,
  params: { type: ScheduleProductType; id: string; accountId: string; investmentId: string },
): Promise<ScheduleDetail> {
  const { holding, lot } = await lotSchedule(ctx, userId, params);
  const { terms } = holding;
  const every =
    terms.frequency === 'maturity'
      ? 'en un solo pago al vencimiento'
      : `en ${terms.paymentCount} pagos ${terms.frequency === 'monthly' ? 'mensuales' : 'trimestrales'}`;
  return {
    product: holding.product,
    accountId: holding.accountId,
    terms,
    lot: lot.view,
    upcomingWithPrincipal: new Decimal(lot.view.principal).plus(lot.view.upcomingNet).toFixed(2),
    notes: [
      `Cronograma referencial: plazo de ${terms.termLabel} contado desde la fecha de suscripción, ${every}, a la tasa de ${formatRate(terms.annualRate)} anual del producto.`,
      `Cada pago es la ganancia neta de la retención de ${formatRate(terms.incomeTaxRate)} de impuesto a la renta; el capital se devuelve al vencimiento.`,
      'Si rescataste cuotas, el cronograma se calcula sobre las cuotas que aún tienes de esta suscripción.',
    ],
  };
}
