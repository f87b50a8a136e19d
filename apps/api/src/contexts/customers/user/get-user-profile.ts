import type { AppContext } from '../../../context.ts';
import { getMyProfile } from '../profile/get-my-profile.ts';
import { questionProgress } from './question-progress.ts';

/** The account with its questionnaire progress (GET /api/user/profile). */
export async function getUserProfile(ctx: AppContext, userId: string) {
  const [profile, questions] = await Promise.all([
    getMyProfile(ctx, userId),
    questionProgress(ctx.db, userId),
  ]);
  return { ...profile, questions };
}
