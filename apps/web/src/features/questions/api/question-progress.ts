import { customersEndpoints, type InvestorProfile, type SuitabilityQuestion } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** The shape of the domain's `questionProgressResponse`. */
export interface QuestionProgress {
  answers: Record<string, string>;
  completed: boolean;
  investorProfile: InvestorProfile | null;
  nextStep: SuitabilityQuestion['step'] | null;
}

export const questionProgressKey = ['user', 'question'] as const;

/** GET /api/user/question: answers so far, so a reload resumes with them preselected. */
export const fetchQuestionProgress = (): Promise<QuestionProgress> =>
  callEndpoint(customersEndpoints.getQuestionProgress);

export const questionProgressQueryOptions = () =>
  queryOptions({ queryKey: questionProgressKey, queryFn: fetchQuestionProgress, staleTime: 0 });

export const useQuestionProgress = () => useQuery(questionProgressQueryOptions());
