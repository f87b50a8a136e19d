/** User profiles (requirements R3, R6). */
export const profiles = ['INTERESADO', 'PARTICIPE', 'ADMIN'] as const;
export type Profile = (typeof profiles)[number];

export interface HomeRoutingUser {
  profile: Profile;
  firstLogin: boolean;
}

/**
 * Where a logged-in user belongs (requirements R4, questions layout): ADMIN to /admin; on first login to
 * /questions; otherwise PARTICIPE to /participe and INTERESADO to /portafolio.
 */
export function homePathFor(user: HomeRoutingUser): string {
  if (user.profile === 'ADMIN') return '/admin';
  if (user.firstLogin) return '/questions';
  return user.profile === 'PARTICIPE' ? '/participe' : '/portafolio';
}
