import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { rememberRedirect } from '../lib/redirect';
import { hasSession } from '../lib/session';
import { profileMeQueryOptions } from '../lib/session-api/profile-me';
import { decideRoute, LOGIN_PATH, type GuardedRoute, type GuardSession } from './guards';

/**
 * The loader side of the guards: resolve who is there (token, then the cached profile), ask the pure
 * decision and redirect. Loaded lazily so public routes such as the landing page never download it.
 */
export async function loadGuardSession(): Promise<GuardSession> {
  if (!hasSession()) return { user: null };
  try {
    return { user: await queryClient.ensureQueryData(profileMeQueryOptions()) };
  } catch (error) {
    // The API client already tried the refresh token and cleared the session.
    if (error instanceof ApiError && error.kind === 'unauthorized') return { user: null };
    throw error;
  }
}

export function guardLoader(route: GuardedRoute) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const location = { pathname: url.pathname, search: url.search };
    const session = await loadGuardSession();
    const target = decideRoute(route, session, location);
    if (!target) return null;
    if (target === LOGIN_PATH && !session.user) rememberRedirect(location.pathname + location.search);
    return redirect(target);
  };
}
