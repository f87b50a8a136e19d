import { classifyInvestor, suitabilityQuestions } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { userRepository } from './user.repository.ts';

/** Answers so far, the classification once all six are in, and the first unanswered step. */
export async function questionProgress(db: Db, userId: string) {
  const answers = await userRepository.answers(db, userId);
  const investorProfile = classifyInvestor(answers);
  const next = suitabilityQuestions.find((q) => !answers[q.key]);
  return { answers, completed: investorProfile !== null, investorProfile, nextStep: next?.step ?? null };
}

export const getQuestionProgress = (ctx: AppContext, userId: string) => questionProgress(ctx.db, userId);
