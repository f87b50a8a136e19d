import { backOfficeEndpoints, type Profile } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminUsersKey } from './keys';
import { bodyOf, type UsersFilter } from './list-participants';

/** POST /api/admin/user/listbyprofile: one page of a profile's users. */
export const useUsersByProfile = (profile: Profile, filter: UsersFilter) =>
  useQuery({
    queryKey: [...adminUsersKey, profile, filter],
    queryFn: () =>
      callEndpoint(backOfficeEndpoints.listUsersByProfile, { body: { ...bodyOf(filter), profile } }),
    placeholderData: keepPreviousData,
  });
