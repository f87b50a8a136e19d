import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { questionProgressKey, type QuestionProgress } from './question-progress';

export interface QuestionAnswer {
  questionKey: string;
  answerKey: string;
}

/** POST /api/user/question {questionKey, answerKey}: answers with the progress after it. */
export const postQuestionAnswer = (body: QuestionAnswer) =>
  apiRequest<QuestionProgress>('/api/user/question', { method: 'POST', body });

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postQuestionAnswer,
    onSuccess: (progress) => queryClient.setQueryData(questionProgressKey, progress),
  });
}
