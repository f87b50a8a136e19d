import type { ProfileSection } from '@invierte/domain';

/**
 * The profile lives under three route families of requirements R2 (/perfil, /perfil2 and the portfolio's
 * /portafolio/perfil/mis-datos); the screens are the same, so links stay inside the family the
 * customer came in by.
 */
export type ProfileBase = '/perfil' | '/perfil2' | '/portafolio/perfil/mis-datos';

export function profileBaseOf(pathname: string): ProfileBase {
  if (pathname.startsWith('/portafolio/perfil/mis-datos')) return '/portafolio/perfil/mis-datos';
  if (pathname.startsWith('/perfil2')) return '/perfil2';
  return '/perfil';
}

type Screen = ProfileSection | 'bankAccounts' | 'addBankAccount';

const misDatos: Partial<Record<Screen, string>> = {
  personalInformation: 'personal',
  address: 'domicilio',
  occupation: 'ocupacion',
  bankAccounts: 'cuenta-bancaria',
  addBankAccount: 'cuenta-bancaria/add-bank',
};
const perfil: Partial<Record<Screen, string>> = {
  personalInformation: 'personal-information',
  birthdata: 'date-and-place-birth',
  address: 'residence',
  occupation: 'ocupation',
  bankAccounts: 'bank-account',
};

/** The route of a screen in a family; a screen the family lacks opens in /perfil. */
export function profilePath(base: ProfileBase, screen: Screen): string {
  const own = (base === '/portafolio/perfil/mis-datos' ? misDatos : perfil)[screen];
  if (own) return `${base}/${own}`;
  return `/perfil/${perfil[screen] ?? ''}`.replace(/\/$/, '');
}

/** The section a route's last segments name (both spellings), or the bank-account screens. */
export function screenOfPath(pathname: string): Screen | null {
  const rest = pathname.replace(/^\/(portafolio\/perfil\/mis-datos|perfil2|perfil)\/?/, '');
  const first = rest.split('/')[0] ?? '';
  if (rest.startsWith('cuenta-bancaria/add-bank')) return 'addBankAccount';
  for (const table of [perfil, misDatos])
    for (const [screen, segment] of Object.entries(table)) if (segment === first) return screen as Screen;
  return null;
}
