import { homePathFor, type Profile } from '@invierte/domain';

/**
 * Route guards of requirements R2 and R4 as pure decisions: given who is there and where they are going,
 * answer where they must go instead (a path) or null to let them in. The router's loaders call them;
 * the tests call them directly with a table of profiles.
 */

export interface SessionUser {
  profile: Profile;
  firstLogin: boolean;
  questionCompleted: boolean;
}

export interface GuardSession {
  /** null for a guest. */
  user: SessionUser | null;
}

export interface GuardLocation {
  pathname: string;
  search: string;
}

export type GuardDecision = string | null;
export type Guard = (session: GuardSession, location: GuardLocation) => GuardDecision;

export type GuardName =
  | 'auth'
  | 'not-auth'
  | 'questions'
  | 'questions-prev'
  | 'interesado'
  | 'participe'
  | 'admin'
  | 'onboarding'
  | 'comunidad'
  | 'verify-email'
  | 'change-password';

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/not-found';

const hasQueryToken = (location: GuardLocation) => Boolean(new URLSearchParams(location.search).get('token'));

/** Every guarded layout first sends guests to the login page. */
const whenLoggedIn =
  (rule: (user: SessionUser, location: GuardLocation) => GuardDecision): Guard =>
  ({ user }, location) =>
    user ? rule(user, location) : LOGIN_PATH;

export const guards: Record<GuardName, Guard> = {
  auth: whenLoggedIn(() => null),
  comunidad: whenLoggedIn(() => null),
  // Guest pages: a logged-in user goes home.
  'not-auth': ({ user }) => (user ? homePathFor(user) : null),
  // After login (R4): ADMIN to /admin; past the first login, each profile to its home.
  questions: whenLoggedIn((user) => {
    if (user.profile === 'ADMIN') return '/admin';
    if (!user.firstLogin) return user.profile === 'PARTICIPE' ? '/participe' : '/portafolio';
    return null;
  }),
  // Answered questionnaires jump to the last step.
  'questions-prev': ({ user }, location) =>
    user?.questionCompleted && location.pathname !== '/questions/six' ? '/questions/six' : null,
  // A PARTICIPE's home is /participe, but the rest of the portfolio (movements, rescues, products)
  // is theirs too: only the portfolio's home page sends them back (decision 0017).
  interesado: whenLoggedIn((user, location) => {
    if (user.profile === 'PARTICIPE' && location.pathname.replace(/\/$/, '') === '/portafolio')
      return '/participe';
    if (user.profile === 'ADMIN') return '/admin';
    return null;
  }),
  participe: whenLoggedIn((user) => {
    if (user.profile === 'INTERESADO') return '/portafolio';
    if (user.profile === 'ADMIN') return '/admin';
    return null;
  }),
  admin: whenLoggedIn((user) => (user.profile === 'ADMIN' ? null : homePathFor(user))),
  // Administrators review onboardings; they do not go through one.
  onboarding: whenLoggedIn((user) => (user.profile === 'ADMIN' ? '/admin' : null)),
  // Links from e-mails carry their token in the query; without it the page has nothing to do.
  'verify-email': (_session, location) => (hasQueryToken(location) ? null : NOT_FOUND_PATH),
  'change-password': (_session, location) => (hasQueryToken(location) ? null : NOT_FOUND_PATH),
};

/** The first guard that sends the user elsewhere wins; a redirect to the current URL is no redirect. */
export function runGuards(
  names: readonly GuardName[],
  session: GuardSession,
  location: GuardLocation,
): GuardDecision {
  const here = location.pathname + location.search;
  for (const name of names) {
    const target = guards[name](session, location);
    if (target && target !== here && target !== location.pathname) return target;
  }
  return null;
}

export interface GuardedRoute {
  guards: readonly GuardName[];
  /** Where an admitted user is sent (e.g. /questions to its first step). */
  redirectTo?: string | undefined;
}

export function decideRoute(
  route: GuardedRoute,
  session: GuardSession,
  location: GuardLocation,
): GuardDecision {
  return runGuards(route.guards, session, location) ?? route.redirectTo ?? null;
}
