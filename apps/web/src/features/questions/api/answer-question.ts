import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { questionProgressKey, type QuestionProgress } from './question-progress';

export interface QuestionAnswer {
  questionKey: string;
  answerKey: string;
}

/** POST /api/user/question {questionKey, answerKey}: answers with the progress after it. */
export const postQuestionAnswer = (body: QuestionAnswer): Promise<QuestionProgress> =>
  callEndpoint(customersEndpoints.answerQuestion, { body });

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postQuestionAnswer,
    onSuccess: (progress) => queryClient.setQueryData(questionProgressKey, progress),
  });
}
