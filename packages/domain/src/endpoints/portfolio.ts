import { z } from 'zod';
import { productIdParams } from '../contracts/catalog.ts';
import { customerBankAccount } from '../contracts/customer-profile.ts';
import { movementResources, movementsPage, movementsQuery } from '../contracts/movements.ts';
import {
  scheduleDetail,
  scheduleInvestments,
  scheduleLotParams,
  scheduleProductParams,
  scheduleProjection,
} from '../contracts/payment-schedules.ts';
import {
  globalInvestmentHistory,
  incomeAndExpenses,
  incomeAndExpensesHistory,
  incomeAndExpensesHistoryQuery,
  incomeAndExpensesQuery,
  investmentHistory,
  investmentHistoryQuery,
} from '../contracts/portfolio-charts.ts';
import {
  fundOverview,
  fundTransactionsPage,
  fundTransactionsQuery,
  investmentIdQuery,
  investmentsResume,
  portfolioHome,
  portfolioInvestment,
  portfolioInvestments,
  productsWithoutInvestment,
  resumeInvestmentsQuery,
} from '../contracts/portfolio-investments.ts';
import {
  reinvestmentCalculation,
  reinvestmentCalculationQuery,
  reinvestmentRequestBody,
  reinvestmentView,
  transferQuotaValue,
  transferQuotaValueQuery,
  transferRequestBody,
  transferView,
} from '../contracts/portfolio-operations.ts';
import {
  portfolioCurrencyParams,
  portfolioFunds,
  portfolioResume,
  purchaseCalculation,
  purchaseCalculationQuery,
} from '../contracts/portfolio.ts';
import {
  adminRescueListQuery,
  adminRescueView,
  canRescue,
  canRescueQuery,
  rescueCalculation,
  rescueCalculationQuery,
  rescueIdParams,
  rescueRejectBody,
  rescueRequestBody,
  rescueTotals,
  rescueView,
} from '../contracts/rescues.ts';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * The portfolio context's calls (requirements R7 Portfolio and Rescues): the investor's funds,
 * investments, charts and movements, the payment schedules, reinvestment, transfer and rescues,
 * and the back office's rescue queue (docs/decisions/0029-endpoints-declared-once.md).
 */

const tags = ['portfolio'];
const rescueTags = ['rescues'];

const requestRescueSummary =
  'Solicita un rescate: reserva las cuotas y fija el monto al valor cuota del día aplicable. Acepta Idempotency-Key';

// Portfolio reads, from the ledger's positions (docs/ledger.md).

export const listFunds = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/funds',
  summary: 'Tus fondos: cuotas, cuotas disponibles y su valor al último valor cuota',
  tags,
  access: 'session',
  answer: portfolioFunds,
  refusals: [401],
});

export const getResume = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/resume/:currency',
  summary: 'El total de tu portafolio en una moneda',
  tags,
  access: 'session',
  params: portfolioCurrencyParams,
  answer: portfolioResume,
  refusals: [400, 401],
});

export const calculatePurchase = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/movements/purchaseCalculation',
  summary: 'Cuántas cuotas compra un monto hoy (valor cuota del día aplicable) y si alcanza el mínimo',
  tags,
  access: 'session',
  query: purchaseCalculationQuery,
  answer: purchaseCalculation,
  refusals: [400, 401, 404, 409],
});

export const listProductBankAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/:id/bank-accounts',
  summary: 'Tus cuentas bancarias en la moneda del producto (para rescates y ganancias)',
  tags,
  access: 'session',
  params: productIdParams,
  answer: z.array(customerBankAccount),
  refusals: [400, 401, 404],
});

export const listAllBankAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/:id/all-bank-accounts',
  summary: 'Todas tus cuentas bancarias activas',
  tags,
  access: 'session',
  params: productIdParams,
  answer: z.array(customerBankAccount),
  refusals: [400, 401, 404],
});

// Investment reads and charts, each only over the caller's own investments.

export const listInvestments = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/investments/list',
  summary: 'Tus inversiones: cuotas, valor, lo suscrito, lo rescatado y la ganancia de cada fondo',
  tags,
  access: 'session',
  answer: portfolioInvestments,
  refusals: [401],
});

export const getInvestment = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/investments/getById',
  summary: 'Una de tus inversiones',
  tags,
  access: 'session',
  query: investmentIdQuery,
  answer: portfolioInvestment,
  refusals: [400, 401, 404],
});

export const getPortfolioHome = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/investments/home',
  summary: 'Lo que muestra el inicio del portafolio: totales por moneda, fondos y pendientes',
  tags,
  access: 'session',
  answer: portfolioHome,
  refusals: [401],
});

export const resumeInvestments = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/resume-investments',
  summary: 'Tus totales por moneda: valor, suscrito, rescatado y ganancia (de todo o de un fondo)',
  tags,
  access: 'session',
  query: resumeInvestmentsQuery,
  answer: z.array(investmentsResume),
  refusals: [400, 401, 404],
});

export const listProductsWithoutInvestment = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/products-without-investment',
  summary: 'Los productos en los que aún no tienes cuotas',
  tags,
  access: 'session',
  answer: productsWithoutInvestment,
  refusals: [401],
});

export const getFundOverview = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/:id/overview',
  summary: 'Tu inversión en un fondo: cuotas, disponibles, reservadas, valor, invertido y ganancia',
  tags,
  access: 'session',
  params: productIdParams,
  answer: fundOverview,
  refusals: [400, 401, 404],
});

export const listFundTransactions = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/:id/transactions',
  summary: 'Las operaciones del diario sobre tus cuotas de un fondo, de la más reciente a la más antigua',
  tags,
  access: 'session',
  params: productIdParams,
  query: fundTransactionsQuery,
  answer: fundTransactionsPage,
  refusals: [400, 401, 404],
});

export const getInvestmentHistory = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/:id/chart-investment-history',
  summary: 'Evolución del valor de tus cuotas de un fondo y de lo invertido, por día o por mes',
  tags,
  access: 'session',
  params: productIdParams,
  query: investmentHistoryQuery,
  answer: investmentHistory,
  refusals: [400, 401, 404],
});

export const getGlobalInvestmentHistory = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/chart-global-investment-history',
  summary: 'Evolución del valor de todo tu portafolio y de lo invertido, por moneda',
  tags,
  access: 'session',
  query: investmentHistoryQuery,
  answer: globalInvestmentHistory,
  refusals: [400, 401],
});

export const getIncomeAndExpenses = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/chart-income-and-expenses',
  summary: 'Ingresos (suscripciones) y egresos (rescates pagados) del periodo, por moneda',
  tags,
  access: 'session',
  query: incomeAndExpensesQuery,
  answer: incomeAndExpenses,
  refusals: [400, 401, 404],
});

export const getIncomeAndExpensesHistory = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/chart-global-income-and-expenses-history',
  summary: 'Ingresos y egresos mes a mes, por moneda',
  tags,
  access: 'session',
  query: incomeAndExpensesHistoryQuery,
  answer: incomeAndExpensesHistory,
  refusals: [400, 401],
});

// Movements: list, filters and the .xlsx export (docs/ledger.md, "Movements").

export const listMovements = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/movements/list',
  summary: 'Tus movimientos, los más recientes primero, con filtros y paginación',
  tags,
  access: 'session',
  query: movementsQuery,
  answer: movementsPage,
  refusals: [400, 401],
});

export const listMovementResources = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/movements/resources',
  summary: 'Lo que ofrecen los filtros de movimientos: tus fondos, tipos y estados',
  tags,
  access: 'session',
  answer: movementResources,
  refusals: [401],
});

export const listInvestmentsForMovements = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/investments/listForMovements',
  summary: 'Tus inversiones para elegir en los filtros de movimientos',
  tags,
  access: 'session',
  answer: movementResources.shape.products,
  refusals: [401],
});

export const exportMovements = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/movements/listXlsx',
  summary: 'Descarga tus movimientos filtrados en Excel (.xlsx)',
  tags,
  access: 'session',
  query: movementsQuery,
  answer: 'file',
  refusals: [400, 401],
});

// Reinvestment and transfer (docs/business-rules.md, "Reinvestment" and "Transfer").

export const calculateReinvestment = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/movements/reinvestmentCalculation',
  summary:
    'Calcula una reinversión: cuánto sale del fondo de origen, cuántas cuotas compra del otro fondo y si cabe en tus cuotas disponibles y en el límite trimestral',
  tags,
  access: 'session',
  query: reinvestmentCalculationQuery,
  answer: reinvestmentCalculation,
  refusals: [400, 401, 404, 409, 423],
});

export const registerReinvestment = defineEndpoint({
  method: 'POST',
  path: '/api/portfolio/movements/registerReInvestment',
  summary:
    'Reinvierte: el fondo de origen recompra tus cuotas y su monto compra cuotas de otro fondo de la misma moneda, al valor cuota del día aplicable. Acepta Idempotency-Key',
  tags,
  access: 'session',
  body: reinvestmentRequestBody,
  answer: reinvestmentView,
  status: 201,
  refusals: [400, 401, 404, 409, 423],
  idempotent: true,
});

export const getTransferQuotaValue = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/movements/transferQuotaValue',
  summary:
    'El valor cuota, con su fecha, al que quedaría registrada ahora una transferencia de cuotas de un fondo que tienes (regla de las 4:30 p. m.)',
  tags,
  access: 'session',
  query: transferQuotaValueQuery,
  answer: transferQuotaValue,
  refusals: [400, 401, 404, 409],
});

export const registerTransfer = defineEndpoint({
  method: 'POST',
  path: '/api/portfolio/movements/registerTransfer',
  summary:
    'Transfiere cuotas de un fondo a otro partícipe, confirmado con el código enviado a tu correo (POST /api/otp/request, QUOTA_TRANSFER). Acepta Idempotency-Key',
  tags,
  access: 'session',
  body: transferRequestBody,
  answer: transferView,
  status: 201,
  refusals: [400, 401, 404, 409],
  idempotent: true,
});

// Payment schedules of Bono Select and Mutuo Acreencias lots (docs/business-rules.md "Payment
// schedules"): `:type` is bono or mutuo, `:id` the product, `:accountId` the caller's investment in it
// and `:investmentId` one lot.

export const listScheduleInvestments = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio-:type/:id/investments',
  summary: 'Tus suscripciones en un Bono o Mutuo, con lo que pagará cada una',
  tags,
  access: 'session',
  params: scheduleProductParams,
  answer: scheduleInvestments,
  refusals: [400, 401, 404],
});

export const getScheduleProjection = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio-:type/:id/:accountId/investments/:investmentId/projection',
  summary: 'El cronograma de pagos de una suscripción: fecha, bruto, impuesto y neto de cada pago',
  tags,
  access: 'session',
  params: scheduleLotParams,
  answer: scheduleProjection,
  refusals: [400, 401, 404],
});

export const getScheduleDetail = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio-:type/:id/:accountId/investments/:investmentId/detail',
  summary: 'Una suscripción: plazo, frecuencia, tasa, capital y lo cobrado y por cobrar',
  tags,
  access: 'session',
  params: scheduleLotParams,
  answer: scheduleDetail,
  refusals: [400, 401, 404],
});

// Rescues (docs/business-rules.md, "Rescues").

export const calculateRescue = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/investments/rescueCalculation',
  summary:
    'Calcula un rescate (cuotas × valor cuota del día aplicable) y si cabe en tus cuotas disponibles y en el límite trimestral del fondo',
  tags: rescueTags,
  access: 'session',
  query: rescueCalculationQuery,
  answer: rescueCalculation,
  refusals: [400, 401, 404, 409],
});

export const getCanRescue = defineEndpoint({
  method: 'GET',
  path: '/api/rescues/can-rescue',
  summary: 'Qué puedes rescatar ahora de cada fondo que tienes',
  tags: rescueTags,
  access: 'session',
  query: canRescueQuery,
  answer: canRescue,
  refusals: [400, 401, 404],
});

export const requestRescue = defineEndpoint({
  method: 'POST',
  path: '/api/rescues',
  summary: requestRescueSummary,
  tags: rescueTags,
  access: 'session',
  body: rescueRequestBody,
  answer: rescueView,
  status: 201,
  refusals: [400, 401, 404, 409],
  idempotent: true,
});

/** The same request under its movements path (requirements R7 Portfolio: registerRescue). */
export const registerRescue = defineEndpoint({
  method: 'POST',
  path: '/api/portfolio/movements/registerRescue',
  summary: requestRescueSummary,
  tags: rescueTags,
  access: 'session',
  body: rescueRequestBody,
  answer: rescueView,
  status: 201,
  refusals: [400, 401, 404, 409],
  idempotent: true,
});

export const listPendingRescues = defineEndpoint({
  method: 'GET',
  path: '/api/rescues/pendings',
  summary: 'Tus solicitudes de rescate pendientes de pago',
  tags: rescueTags,
  access: 'session',
  answer: z.array(rescueView),
  refusals: [401],
});

export const totalPendingRescues = defineEndpoint({
  method: 'GET',
  path: '/api/rescues/total-pendings',
  summary: 'Cuántas solicitudes de rescate tienes pendientes y su monto por moneda',
  tags: rescueTags,
  access: 'session',
  answer: rescueTotals,
  refusals: [401],
});

export const cancelRescue = defineEndpoint({
  method: 'DELETE',
  path: '/api/rescues/:id',
  summary: 'Cancela tu solicitud de rescate pendiente: las cuotas vuelven a estar disponibles',
  tags: rescueTags,
  access: 'session',
  params: rescueIdParams,
  answer: rescueView,
  refusals: [400, 401, 404, 409],
});

export const listAdminRescues = defineEndpoint({
  method: 'GET',
  path: '/api/admin/rescues',
  summary: 'Solicitudes de rescate de todos los partícipes, las más recientes primero',
  tags: ['admin'],
  access: { permission: 'rescue.read' },
  query: adminRescueListQuery,
  answer: z.array(adminRescueView),
  refusals: [400, 401, 403],
});

export const settleRescue = defineEndpoint({
  method: 'POST',
  path: '/api/admin/rescues/:id/settle',
  summary: 'Registra el pago de un rescate: las cuotas salen de la posición. Acepta Idempotency-Key',
  tags: ['admin'],
  access: { permission: 'rescue.settle' },
  params: rescueIdParams,
  answer: rescueView,
  refusals: [400, 401, 403, 404, 409],
  idempotent: true,
});

export const rejectRescue = defineEndpoint({
  method: 'POST',
  path: '/api/admin/rescues/:id/reject',
  summary: 'Rechaza un rescate con su motivo: las cuotas vuelven a estar disponibles. Acepta Idempotency-Key',
  tags: ['admin'],
  access: { permission: 'rescue.settle' },
  params: rescueIdParams,
  body: rescueRejectBody,
  answer: rescueView,
  refusals: [400, 401, 403, 404, 409],
  idempotent: true,
});
