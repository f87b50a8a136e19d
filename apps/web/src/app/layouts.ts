import type { GuardName } from './guards';

/**
 * The layouts of requirements R2 plus the admin one. Each layout is a guard (its default guards) and a set
 * of chrome choices for the one Shell component. Only landing, auth, maintenance, welcome and
 * change-password are public (R2); not-found is public too, so that a guest who mistypes a URL sees
 * "Esta página no existe" instead of the login page.
 */
export type LayoutName =
  | 'admin'
  | 'auth'
  | 'change-password'
  | 'comunidad'
  | 'default'
  | 'interesado'
  | 'landing'
  | 'maintenance'
  | 'not-found'
  | 'onboarding'
  | 'questions'
  | 'welcome';

export interface LayoutConfig {
  guards: readonly GuardName[];
  topBar: 'customer' | 'admin' | null;
  /** "interesado" and "navbar" sidebars differ in width only (requirements R9). */
  sidebar: 'interesado' | 'navbar' | null;
  footer: boolean;
  /** centered: a narrow card-like column for forms and messages; page: full width content. */
  content: 'centered' | 'page';
  /** A dialog that may stand over every page of the layout (loaded only on that layout). */
  overlay?: 'onboarding-quota-change';
}

export const layouts: Record<LayoutName, LayoutConfig> = {
  landing: { guards: [], topBar: null, sidebar: null, footer: true, content: 'page' },
  auth: { guards: ['not-auth'], topBar: null, sidebar: null, footer: false, content: 'centered' },
  'change-password': {
    guards: ['change-password'],
    topBar: null,
    sidebar: null,
    footer: false,
    content: 'centered',
  },
  welcome: { guards: [], topBar: null, sidebar: null, footer: false, content: 'centered' },
  maintenance: { guards: [], topBar: null, sidebar: null, footer: false, content: 'centered' },
  'not-found': { guards: [], topBar: null, sidebar: null, footer: false, content: 'centered' },
  comunidad: { guards: ['comunidad'], topBar: 'customer', sidebar: null, footer: true, content: 'page' },
  default: { guards: ['auth'], topBar: 'customer', sidebar: 'navbar', footer: true, content: 'page' },
  // The investor's pages, a participant's home /participe among them (its own guard, route-table.ts):
  // one layout, so going from /participe to her movements or a fund keeps the same top bar and sidebar
  // mounted instead of swapping a sidebar-less shell for one with a sidebar.
  interesado: {
    guards: ['interesado'],
    topBar: 'customer',
    sidebar: 'interesado',
    footer: true,
    content: 'page',
  },
  onboarding: {
    guards: ['onboarding'],
    topBar: 'customer',
    sidebar: null,
    footer: false,
    content: 'page',
    // Requirements R2: the quota-changed dialog stands over any step of a paused onboarding.
    overlay: 'onboarding-quota-change',
  },
  questions: { guards: ['questions'], topBar: 'customer', sidebar: null, footer: false, content: 'centered' },
  // The back office's sections (GET /api/user/sidebar, filtered by the admin's permissions).
  admin: { guards: ['admin'], topBar: 'admin', sidebar: 'navbar', footer: false, content: 'page' },
};

export const layoutNames = Object.keys(layouts) as LayoutName[];
