import type { AdminQuestionnaire } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersKey } from './keys';

/** GET /api/admin/user/question?userId: one user's questionnaire answers (none if never answered). */
export const useUserAnswers = (userId: string) =>
  useQuery({
    queryKey: [...adminUsersKey, 'answers', userId],
    queryFn: () =>
      apiRequest<{ items: AdminQuestionnaire[]; total: number }>(
        `/api/admin/user/question?userId=${encodeURIComponent(userId)}`,
      ),
  });
