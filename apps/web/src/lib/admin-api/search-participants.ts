import type { AdminUserList } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** POST /api/admin/user/listparticipant: the first ten participants whose names, e-mail or document match. */
export const useParticipantSearch = (search: string) =>
  useQuery({
    queryKey: ['admin', 'users', 'participant-picker', search],
    queryFn: () =>
      apiRequest<AdminUserList>('/api/admin/user/listparticipant', {
        method: 'POST',
        body: { search, page: 1, limit: 10, sort: 'name', direction: 'asc' },
      }),
    enabled: search.length >= 2,
  });
