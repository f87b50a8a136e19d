import type { ReviewListFilter } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { reviewRepository } from './review.repository.ts';
import { listItemOf } from './review-view.ts';

/**
 * GET/POST list: onboardings by state, investor names, creation dates (Lima days), newest change
 * first; a search matching more than SEARCH_COUNT_LIMIT investors is not counted (decision 0049).
 */
export async function listOnboardings(ctx: AppContext, filter: ReviewListFilter) {
  const { rows, total, more } = await reviewRepository.list(ctx.db, filter);
  return { items: rows.map(listItemOf), page: filter.page, limit: filter.limit, total, more };
}
