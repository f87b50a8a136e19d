import { backOfficeEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** POST /api/admin/user/listparticipant: the first ten participants whose names, e-mail or document match. */
export const useParticipantSearch = (search: string) =>
  useQuery({
    queryKey: ['admin', 'users', 'participant-picker', search],
    queryFn: () =>
      callEndpoint(backOfficeEndpoints.listParticipants, {
        body: { search, page: 1, limit: 10, sort: 'name', direction: 'asc' },
      }),
    enabled: search.length >= 2,
  });
