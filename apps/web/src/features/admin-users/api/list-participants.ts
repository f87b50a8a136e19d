import { backOfficeEndpoints, type ParticipantListRequest } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminUsersKey } from './keys';

export type UsersFilter = Partial<ParticipantListRequest> & { page: number; limit: number };

const bodyOf = (filter: object) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));

/** POST /api/admin/user/listparticipant: one page of participants with what they hold. */
export const useParticipants = (filter: UsersFilter) =>
  useQuery({
    queryKey: [...adminUsersKey, 'PARTICIPE-holdings', filter],
    queryFn: () => callEndpoint(backOfficeEndpoints.listParticipants, { body: bodyOf(filter) }),
    placeholderData: keepPreviousData,
  });

export { bodyOf };
