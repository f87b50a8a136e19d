import { portfolioEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
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

/**
 * The portfolio's investment reads and charts (requirements R7 Portfolio), each only over the caller's own
 * investments: another investor's fund or investment answers 404 (docs/ledger.md, "Investment reads").
 */
export const portfolioInvestmentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, portfolioEndpoints.listInvestments, async (request) =>
      ok(await listInvestments(ctx, authOf(request).userId)),
    );

    route(app, portfolioEndpoints.getInvestment, async (request) =>
      ok(await getInvestment(ctx, authOf(request).userId, request.query.investment_id)),
    );

    route(app, portfolioEndpoints.getPortfolioHome, async (request) =>
      ok(await getPortfolioHome(ctx, authOf(request).userId)),
    );

    route(app, portfolioEndpoints.resumeInvestments, async (request) =>
      ok(await resumeInvestments(ctx, authOf(request).userId, request.query.id)),
    );

    route(app, portfolioEndpoints.listProductsWithoutInvestment, async (request) =>
      ok(await listProductsWithoutInvestment(ctx, authOf(request).userId)),
    );

    route(app, portfolioEndpoints.getFundOverview, async (request) =>
      ok(await getFundOverview(ctx, authOf(request).userId, request.params.id)),
    );

    route(app, portfolioEndpoints.listFundTransactions, async (request) =>
      ok(await listFundTransactions(ctx, authOf(request).userId, request.params.id, request.query)),
    );

    route(app, portfolioEndpoints.getInvestmentHistory, async (request) =>
      ok(await getInvestmentHistory(ctx, authOf(request).userId, request.params.id, request.query)),
    );

    route(app, portfolioEndpoints.getGlobalInvestmentHistory, async (request) =>
      ok(
        await investorAnswer(ctx, request, (userId) =>
          getGlobalInvestmentHistory(ctx, userId, request.query),
        ),
      ),
    );

    route(app, portfolioEndpoints.getIncomeAndExpenses, async (request) =>
      ok(await investorAnswer(ctx, request, (userId) => getIncomeAndExpenses(ctx, userId, request.query))),
    );

    route(app, portfolioEndpoints.getIncomeAndExpensesHistory, async (request) =>
      ok(
        await investorAnswer(ctx, request, (userId) =>
          getIncomeAndExpensesHistory(ctx, userId, request.query),
        ),
      ),
    );
  };
