import type { Profile } from '@invierte/domain';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { decideRoute, guards, type GuardSession, type SessionUser } from './guards';
import type { LayoutName } from './layouts';
import { routeTable } from './route-table';
import { createAppRoutes, guardsOf } from './routes';

const user = (profile: Profile, firstLogin = false, questionCompleted = false): SessionUser => ({
  profile,
  firstLogin,
  questionCompleted,
});

const sessions = {
  guest: { user: null },
  interesadoFirst: { user: user('INTERESADO', true) },
  interesado: { user: user('INTERESADO') },
  participe: { user: user('PARTICIPE') },
  admin: { user: user('ADMIN') },
} satisfies Record<string, GuardSession>;
type Who = keyof typeof sessions;

const routes = createAppRoutes();

/** Follows guard redirects through the real route table until a page admits the user. */
function landingPath(url: string, session: GuardSession): string {
  let current = url;
  for (let hop = 0; hop < 10; hop += 1) {
    const parsed = new URL(current, 'http://localhost');
    const id = matchRoutes(routes, parsed.pathname)?.at(-1)?.route.id;
    const entry = routeTable.find((e) => e.path === id);
    if (!entry) throw new Error(`no route for ${current}`);
    const next = decideRoute({ guards: guardsOf(entry), redirectTo: entry.redirectTo }, session, {
      pathname: parsed.pathname,
      search: parsed.search,
    });
    if (!next) return current;
    current = next;
  }
  throw new Error(`redirect loop from ${url}`);
}

/** Where each profile belongs (requirements R4); a guest's cell is set per row. */
const homes: Record<Who, string> = {
  guest: '/login',
  interesadoFirst: '/questions/one',
  interesado: '/portafolio',
  participe: '/participe',
  admin: '/admin',
};
const everyone = (path: string): Record<Who, string> => ({
  guest: path,
  interesadoFirst: path,
  interesado: path,
  participe: path,
  admin: path,
});

// layout → a page of it → where each profile lands.
const table: [LayoutName, string, Record<Who, string>][] = [
  ['landing', '/', { guest: '/', interesadoFirst: '/', interesado: '/', participe: '/', admin: '/' }],
  [
    'auth',
    '/login',
    {
      guest: '/login',
      interesadoFirst: '/questions/one',
      interesado: '/portafolio',
      participe: '/participe',
      admin: '/admin',
    },
  ],
  [
    'change-password',
    '/change-password?token=abc',
    {
      guest: '/change-password?token=abc',
      interesadoFirst: '/change-password?token=abc',
      interesado: '/change-password?token=abc',
      participe: '/change-password?token=abc',
      admin: '/change-password?token=abc',
    },
  ],
  [
    'comunidad',
    '/comunidad',
    {
      guest: '/login',
      interesadoFirst: '/comunidad',
      interesado: '/comunidad',
      participe: '/comunidad',
      admin: '/comunidad',
    },
  ],
  [
    'default',
    '/perfil-menu',
    {
      guest: '/login',
      interesadoFirst: '/perfil-menu',
      interesado: '/perfil-menu',
      participe: '/perfil-menu',
      admin: '/perfil-menu',
    },
  ],
  [
    'interesado',
    '/portafolio',
    {
      guest: '/login',
      interesadoFirst: '/portafolio',
      interesado: '/portafolio',
      participe: '/participe',
      admin: '/admin',
    },
  ],
  [
    'maintenance',
    '/maintenance',
    {
      guest: '/maintenance',
      interesadoFirst: '/maintenance',
      interesado: '/maintenance',
      participe: '/maintenance',
      admin: '/maintenance',
    },
  ],
  [
    'not-found',
    '/no-existe',
    {
      guest: '/no-existe',
      interesadoFirst: '/no-existe',
      interesado: '/no-existe',
      participe: '/no-existe',
      admin: '/no-existe',
    },
  ],
  [
    'onboarding',
    '/onboarding/abc',
    {
      guest: '/login',
      interesadoFirst: '/onboarding/abc',
      interesado: '/onboarding/abc',
      participe: '/onboarding/abc',
      admin: '/admin',
    },
  ],
  // A participant's home is in the investor's layout, behind a guard of its own.
  [
    'interesado',
    '/participe',
    {
      guest: '/login',
      interesadoFirst: '/portafolio',
      interesado: '/portafolio',
      participe: '/participe',
      admin: '/admin',
    },
  ],
  [
    'questions',
    '/questions/one',
    {
      guest: '/login',
      interesadoFirst: '/questions/one',
      interesado: '/portafolio',
      participe: '/participe',
      admin: '/admin',
    },
  ],
  [
    'welcome',
    '/welcome',
    {
      guest: '/welcome',
      interesadoFirst: '/welcome',
      interesado: '/welcome',
      participe: '/welcome',
      admin: '/welcome',
    },
  ],
  [
    'admin',
    '/admin',
    {
      guest: '/login',
      interesadoFirst: '/questions/one',
      interesado: '/portafolio',
      participe: '/participe',
      admin: '/admin',
    },
  ],
  // More pages of the same layouts whose rules differ from their layout's first page.
  ['auth', '/register', { ...homes, guest: '/register' }],
  ['auth', '/forget-password', { ...homes, guest: '/forget-password' }],
  ['auth', '/callback', everyone('/callback')],
  ['change-password', '/create-password?token=abc', everyone('/create-password?token=abc')],
  ['change-password', '/create-password', everyone('/not-found')],
  ['welcome', '/verify-email?token=abc', everyone('/verify-email?token=abc')],
  ['welcome', '/verify-email', everyone('/not-found')],
  ['welcome', '/link-expired', everyone('/link-expired')],
  [
    'questions',
    '/questions',
    {
      guest: '/login',
      interesadoFirst: '/questions/one',
      interesado: '/portafolio',
      participe: '/participe',
      admin: '/admin',
    },
  ],
  ['questions', '/approach/one', { ...everyone('/approach/one'), guest: '/login' }],
  ['default', '/perfil2/password', { ...everyone('/perfil2/password'), guest: '/login' }],
  [
    'interesado',
    '/portafolio/movimientos',
    {
      guest: '/login',
      interesadoFirst: '/portafolio/movimientos',
      interesado: '/portafolio/movimientos',
      participe: '/portafolio/movimientos',
      admin: '/admin',
    },
  ],
  [
    'interesado',
    '/portafolio/movimientos/rescatar-cuotas/solicitudes',
    {
      ...everyone('/portafolio/movimientos/rescatar-cuotas/solicitudes'),
      guest: '/login',
      admin: '/admin',
    },
  ],
  ['admin', '/participes', { ...homes, admin: '/participes' }],
];

describe('guards by layout and profile', () => {
  const cases = table.flatMap(([layout, url, expected]) =>
    (Object.keys(sessions) as Who[]).map((who) => [layout, url, who, expected[who]] as const),
  );

  it('covers every layout', () => {
    expect(new Set(table.map(([layout]) => layout)).size).toBe(12);
  });

  it.each(cases)('%s layout: %s as %s lands on %s', (_layout, url, who, expected) => {
    expect(landingPath(url, sessions[who])).toBe(expected);
  });
});

describe('route-specific guards', () => {
  it('sends /questions and /approach to their first step', () => {
    expect(landingPath('/questions', sessions.interesadoFirst)).toBe('/questions/one');
    expect(landingPath('/approach', sessions.interesado)).toBe('/approach/one');
  });

  it('jumps to /questions/six once the questions are answered', () => {
    const answered = { user: user('INTERESADO', true, true) };
    expect(landingPath('/questions/two', answered)).toBe('/questions/six');
    expect(landingPath('/questions/six', answered)).toBe('/questions/six');
  });

  it('keeps a first-login PARTICIPE on the questions', () => {
    expect(landingPath('/questions/one', { user: user('PARTICIPE', true) })).toBe('/questions/one');
  });

  it('needs a token in the query for verify-email and change-password', () => {
    expect(landingPath('/verify-email', sessions.guest)).toBe('/not-found');
    expect(landingPath('/verify-email?token=t', sessions.guest)).toBe('/verify-email?token=t');
    expect(landingPath('/change-password', sessions.interesado)).toBe('/not-found');
    expect(landingPath('/create-password?token=t', sessions.guest)).toBe('/create-password?token=t');
  });

  it('lets anyone reach the social-login callback', () => {
    expect(landingPath('/callback', sessions.interesado)).toBe('/callback');
  });

  it('never redirects to the current location', () => {
    expect(
      guards['questions-prev'](
        { user: user('INTERESADO', false, true) },
        { pathname: '/questions/six', search: '' },
      ),
    ).toBeNull();
  });
});
