import type { AppContext } from '../../../context.ts';
import { portfolioInvestmentsRepository as repo } from './portfolio-investments.repository.ts';

/**
 * The investor's own rows that several portfolio answers are built from (holdings, charts, income
 * and expenses), read once and kept with those answers (shared/investor-answers.ts: forgotten by the
 * same writes, after the same lifetime), so the /portafolio screen's first view reads each once
 * instead of once per call. Read-only: answers share the arrays.
 */
export const investorRows = {
  investments: (ctx: AppContext, userId: string, only?: { investmentId?: string; productId?: string }) =>
    ctx.investorAnswers.get(
      userId,
      `rows:investments|${only?.investmentId ?? ''}|${only?.productId ?? ''}`,
      () => repo.investmentsOf(ctx.db, userId, only),
    ),
  cash: (ctx: AppContext, userId: string, productId?: string) =>
    ctx.investorAnswers.get(userId, `rows:cash|${productId ?? ''}`, () =>
      repo.cashEntries(ctx.db, userId, productId),
    ),
  events: (ctx: AppContext, userId: string, productId?: string) =>
    ctx.investorAnswers.get(userId, `rows:events|${productId ?? ''}`, () =>
      repo.holdingEvents(ctx.db, userId, productId),
    ),
  positions: (ctx: AppContext, userId: string, productId?: string) =>
    ctx.investorAnswers.get(userId, `rows:positions|${productId ?? ''}`, () =>
      repo.positionEntries(ctx.db, userId, productId),
    ),
};
