import type { SessionResponse, UserProfile } from '@invierte/domain';
import { queryClient } from '../query-client';
import { saveSession } from '../session';
import { profileMeKey, profileMeQueryOptions } from './profile-me';

/** requirements R4: a new session stores the bearer token, then fetches the profile. */
export async function startSession(session: SessionResponse): Promise<UserProfile> {
  saveSession(session);
  queryClient.removeQueries({ queryKey: profileMeKey });
  return queryClient.fetchQuery(profileMeQueryOptions());
}
