import { suitabilityQuestions, type AdminQuestionQuery } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { adminUsersRepository } from './admin-users.repository.ts';

/**
 * GET /api/admin/user/question: the suitability questionnaire's answers (requirements R2 /questions), of one
 * user (`userId`) or of everyone who answered, each with the question and option texts and the
 * investor profile they led to.
 */
export async function listQuestionAnswers(ctx: AppContext, query: AdminQuestionQuery) {
  const { rows, total } = await adminUsersRepository.answeredUsers(ctx.db, query);
  const answers = await adminUsersRepository.answersOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const order = suitabilityQuestions.map((q) => q.key);
  const items = rows.map((user) => ({
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      lastName: user.lastName,
      secondLastName: user.secondLastName,
      profile: user.profile,
    },
    questionCompleted: user.questionCompleted,
    investorProfile: user.investorProfile,
    answers: answers
      .filter((a) => a.userId === user.id)
      .sort((a, b) => order.indexOf(a.questionKey) - order.indexOf(b.questionKey))
      .map((a) => {
        const question = suitabilityQuestions.find((q) => q.key === a.questionKey);
        const option = question?.options.find((o) => o.key === a.answerKey);
        return {
          questionKey: a.questionKey,
          question: question?.title ?? a.questionKey,
          answerKey: a.answerKey,
          answer: option?.text ?? a.answerKey,
          score: option?.score ?? null,
          answeredAt: a.answeredAt.toISOString(),
        };
      }),
  }));
  return { items, page: query.page, limit: query.limit, total };
}
