import { customersEndpoints, type UserProfile } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { queryClient } from '../query-client';
import { hasSession, useHasSession } from '../session';
import { storageKeys } from '../storage-keys';

/**
 * GET /api/profile/me: the logged-in user. It lives in lib (not in a feature) because the router's
 * guards, the shell's top bar and the login screen all read it.
 */
export const profileMeKey = ['profile', 'me'] as const;

export async function fetchProfileMe(): Promise<UserProfile> {
  // A poll that outlives the session (logout in progress) must not hit the API as a guest.
  if (!hasSession())
    throw new ApiError(401, 'UNAUTHORIZED', 'Tu sesión ha expirado. Inicia sesión nuevamente.');
  const user = await callEndpoint(customersEndpoints.getMyProfile);
  // The customer record other screens read (requirements R3: name, avatar, affluent flag).
  localStorage.setItem(
    storageKeys.customer,
    JSON.stringify({ name: user.name, avatar: user.avatarUrl, affluent: user.affluent }),
  );
  return user;
}

export const profileMeQueryOptions = () => queryOptions({ queryKey: profileMeKey, queryFn: fetchProfileMe });

/** Asks the server again (e.g. firstLogin just changed) instead of trusting the cache. */
export const refreshProfileMe = (): Promise<UserProfile> =>
  queryClient.fetchQuery({ ...profileMeQueryOptions(), staleTime: 0 });

/** The top bar shows the customer's first name refreshed every 3 s (requirements R2, R9). */
export function useProfileMe(options: { poll?: boolean } = {}) {
  const loggedIn = useHasSession();
  return useQuery({
    ...profileMeQueryOptions(),
    enabled: loggedIn,
    refetchInterval: options.poll ? 3000 : false,
  });
}
