import type { LetterList, LetterListQuery } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { lettersRepository } from './letters.repository.ts';

/** GET /api/onboarding/letter: the newsletter's entries, newest first, 10 a page (requirements R9). */
export async function listLetters(ctx: AppContext, query: LetterListQuery): Promise<LetterList> {
  const { rows, total } = await lettersRepository.list(ctx.db, query);
  return {
    items: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      source: r.source,
      createdAt: r.createdAt.toISOString(),
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}
