import type { AppContext } from '../../../context.ts';
import { profileRepository } from './profile.repository.ts';

/** Stores UI flags (first visit to the portfolio, welcoming header hidden, …) with the account. */
export async function updateFlashdata(
  ctx: AppContext,
  userId: string,
  flags: Record<string, boolean | undefined>,
) {
  const defined = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined)) as Record<
    string,
    boolean
  >;
  const stored = await profileRepository.mergeFlashdata(ctx.db, userId, defined);
  await ctx.sessions.forgetUser(userId, ctx.db);
  return stored;
}
