import {
  fundOverview,
  fundTransactionsPage,
  fundTransactionsQuery,
  globalInvestmentHistory,
  incomeAndExpenses,
  incomeAndExpensesHistory,
  incomeAndExpensesHistoryQuery,
  incomeAndExpensesQuery,
  investmentHistory,
  investmentHistoryQuery,
  investmentIdQuery,
  investmentsResume,
  portfolioHome,
  portfolioInvestment,
  portfolioInvestments,
  productIdParams,
  productsWithoutInvestment,
  resumeInvestmentsQuery,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { getGlobalInvestmentHistory } from './get-global-investment-history.ts';
import { getIncomeAndExpenses, getIncomeAndExpensesHistory } from './get-income-and-expenses.ts';
import { getFundOverview, getInvestment } from './get-investment.ts';
import { getInvestmentHistory } from './get-investment-history.ts';
import { getPortfolioHome } from './get-portfolio-home.ts';
import { listFundTransactions } from './list-fund-transactions.ts';
import { listInvestments } from './list-investments.ts';
import { listProductsWithoutInvestment } from './list-products-without-investment.ts';
import { resumeInvestments } from './resume-investments.ts';
import { investorAnswer } from '../../../shared/investor-answer.ts';

const tags = ['portfolio'];
const security = [{ bearerAuth: [] }];

/**
 * The portfolio's investment reads and charts (requirements R7 Portfolio), each only over the caller's own
 * investments: another investor's fund or investment answers 404 (docs/ledger.md, "Investment reads").
 */
export const portfolioInvestmentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: app.authenticate };

    app.get(
      '/api/portfolio/investments/list',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Tus inversiones: cuotas, valor, lo suscrito, lo rescatado y la ganancia de cada fondo',
          response: responses(portfolioInvestments, 200, [401]),
        },
      },
      async (request) => ok(await listInvestments(ctx, authOf(request).userId)),
    );

    app.get(
      '/api/portfolio/investments/getById',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Una de tus inversiones',
          querystring: investmentIdQuery,
          response: responses(portfolioInvestment, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await getInvestment(ctx, authOf(request).userId, request.query.investment_id)),
    );

    app.get(
      '/api/portfolio/investments/home',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Lo que muestra el inicio del portafolio: totales por moneda, fondos y pendientes',
          response: responses(portfolioHome, 200, [401]),
        },
      },
      async (request) => ok(await getPortfolioHome(ctx, authOf(request).userId)),
    );

    app.get(
      '/api/portfolio/resume-investments',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Tus totales por moneda: valor, suscrito, rescatado y ganancia (de todo o de un fondo)',
          querystring: resumeInvestmentsQuery,
          response: responses(z.array(investmentsResume), 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await resumeInvestments(ctx, authOf(request).userId, request.query.id)),
    );

    app.get(
      '/api/portfolio/products-without-investment',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Los productos en los que aún no tienes cuotas',
          response: responses(productsWithoutInvestment, 200, [401]),
        },
      },
      async (request) => ok(await listProductsWithoutInvestment(ctx, authOf(request).userId)),
    );

    app.get(
      '/api/portfolio/:id/overview',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Tu inversión en un fondo: cuotas, disponibles, reservadas, valor, invertido y ganancia',
          params: productIdParams,
          response: responses(fundOverview, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await getFundOverview(ctx, authOf(request).userId, request.params.id)),
    );

    app.get(
      '/api/portfolio/:id/transactions',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            'Las operaciones del diario sobre tus cuotas de un fondo, de la más reciente a la más antigua',
          params: productIdParams,
          querystring: fundTransactionsQuery,
          response: responses(fundTransactionsPage, 200, [400, 401, 404]),
        },
      },
      async (request) =>
        ok(await listFundTransactions(ctx, authOf(request).userId, request.params.id, request.query)),
    );

    app.get(
      '/api/portfolio/:id/chart-investment-history',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Evolución del valor de tus cuotas de un fondo y de lo invertido, por día o por mes',
          params: productIdParams,
          querystring: investmentHistoryQuery,
          response: responses(investmentHistory, 200, [400, 401, 404]),
        },
      },
      async (request) =>
        ok(await getInvestmentHistory(ctx, authOf(request).userId, request.params.id, request.query)),
    );

    app.get(
      '/api/portfolio/chart-global-investment-history',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Evolución del valor de todo tu portafolio y de lo invertido, por moneda',
          querystring: investmentHistoryQuery,
          response: responses(globalInvestmentHistory, 200, [400, 401]),
        },
      },
      async (request) =>
        ok(
          await investorAnswer(ctx, request, (userId) =>
            getGlobalInvestmentHistory(ctx, userId, request.query),
          ),
        ),
    );

    app.get(
      '/api/portfolio/chart-income-and-expenses',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Ingresos (suscripciones) y egresos (rescates pagados) del periodo, por moneda',
          querystring: incomeAndExpensesQuery,
          response: responses(incomeAndExpenses, 200, [400, 401, 404]),
        },
      },
      async (request) =>
        ok(await investorAnswer(ctx, request, (userId) => getIncomeAndExpenses(ctx, userId, request.query))),
    );

    app.get(
      '/api/portfolio/chart-global-income-and-expenses-history',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Ingresos y egresos mes a mes, por moneda',
          querystring: incomeAndExpensesHistoryQuery,
          response: responses(incomeAndExpensesHistory, 200, [400, 401]),
        },
      },
      async (request) =>
        ok(
          await investorAnswer(ctx, request, (userId) =>
            getIncomeAndExpensesHistory(ctx, userId, request.query),
          ),
        ),
    );
  };
