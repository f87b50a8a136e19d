import type { AdminUserList, Profile } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersKey } from './keys';
import { bodyOf, type UsersFilter } from './list-participants';

/** POST /api/admin/user/listbyprofile: one page of a profile's users. */
export const useUsersByProfile = (profile: Profile, filter: UsersFilter) =>
  useQuery({
    queryKey: [...adminUsersKey, profile, filter],
    queryFn: () =>
      apiRequest<AdminUserList>('/api/admin/user/listbyprofile', {
        method: 'POST',
        body: { ...bodyOf(filter), profile },
      }),
    placeholderData: keepPreviousData,
  });
