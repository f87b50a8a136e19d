import { backOfficeEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminUsersKey } from './keys';

/** GET /api/admin/user/question?userId: one user's questionnaire answers (none if never answered). */
export const useUserAnswers = (userId: string) =>
  useQuery({
    queryKey: [...adminUsersKey, 'answers', userId],
    queryFn: () => callEndpoint(backOfficeEndpoints.listQuestionAnswers, { query: { userId } }),
  });
