/**
 * Browser storage keys, exactly as requirements R3 and R9 name them. Every read or write of localStorage
 * or sessionStorage goes through one of these constants.
 */
export const storageKeys = {
  // Auth module (R9): prefix "auth.", token prefix "_token.", refresh prefix "_refresh_token.", strategy "local".
  token: 'auth._token.local',
  refreshToken: 'auth._refresh_token.local',
  tokenExpiration: 'auth._token_expiration.local',
  strategy: 'auth.strategy',
  // Local keys of R3.
  clientIP: 'clientIP',
  firebaseToken: 'token_firebase',
  progressPercentage: 'progressPercentage',
  firstTimeInPortfolio: 'firstTimeInPortfolio',
  hideHeadWelcoming: 'hideHeadWelcoming',
  customer: 'customer',
  operatorData: 'operatorData',
  redirect: 'redirect',
  perfilPosition: 'perfilPosition',
  perfilComplete: 'perfilComplete',
  productWithoutAccountData: 'productWithoutAccountData',
  routeCache: 'routeCache',
  feedbackType: 'feedbackType',
  // Front-end state kept across visits (R3).
  darkMode: 'darkMode',
} as const;

/** sessionStorage: when the app last reloaded itself after a failed chunk download (requirements R8). */
export const chunkReloadKey = 'chunkReloadAt';

/** sessionStorage: what the investor typed on an onboarding screen not yet saved, so a reload keeps it. */
export const onboardingDraftKey = 'onboardingDraft';

/** sessionStorage: why a session just ended (the account was disabled), for the login page after a reload. */
export const deactivatedNoticeKey = 'deactivatedNotice';

/** Keys that survive logout: the user's theme choice is not personal data. */
export const keysKeptOnLogout: readonly string[] = [storageKeys.darkMode];
