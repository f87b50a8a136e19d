import { DomainError, findSuitabilityOption } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { questionProgress } from './question-progress.ts';
import { userRepository } from './user.repository.ts';

/**
 * Stores one questionnaire answer. The sixth answer classifies the investor and ends the first
 * login (requirements R4: completed questions lead to /questions/six, then the portfolio).
 */
export async function answerQuestion(
  ctx: AppContext,
  userId: string,
  questionKey: string,
  answerKey: string,
) {
  if (!findSuitabilityOption(questionKey, answerKey))
    throw new DomainError('VALIDATION_ERROR', 'Selecciona una de las respuestas.', [
      { field: 'body.answerKey', message: 'Selecciona una de las respuestas.' },
    ]);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await userRepository.saveAnswer(tx, userId, questionKey, answerKey, now);
    const progress = await questionProgress(tx, userId);
    if (progress.investorProfile) {
      await userRepository.completeQuestionnaire(tx, userId, progress.investorProfile, now);
      await ctx.sessions.forgetUser(userId, tx);
    }
    return progress;
  });
}
