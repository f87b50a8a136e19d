import type { Permission } from './permissions.ts';

/**
 * The back office's sections, in menu order, each with the permission that opens it (null: every
 * administrator). The API builds the admin's sidebar from it, so a section appears only to whom
 * the server would serve it.
 */
export const adminSections: ReadonlyArray<{
  name: string;
  path: string;
  icon: string;
  permission: Permission | null;
}> = [
  { name: 'Resumen', path: '/admin', icon: 'admin', permission: null },
  {
    name: 'Solicitudes de inversión',
    path: '/admin/onboardings',
    icon: 'review',
    permission: 'onboarding.review',
  },
  { name: 'Rescates', path: '/admin/rescates', icon: 'rescues', permission: 'rescue.read' },
  { name: 'Soporte', path: '/admin/soporte', icon: 'support', permission: 'support.read' },
  {
    name: 'Valores cuota',
    path: '/admin/valores-cuota',
    icon: 'quota',
    permission: 'product.quota-value.read',
  },
  { name: 'Productos', path: '/admin/productos', icon: 'products', permission: 'product.read' },
  { name: 'Partícipes', path: '/participes', icon: 'people', permission: 'user.read' },
  { name: 'Usuarios', path: '/admin/usuarios', icon: 'users', permission: 'user.read' },
  { name: 'Cartas', path: '/admin/cartas', icon: 'letters', permission: 'letter.read' },
  { name: 'Correos', path: '/admin/correos', icon: 'mail', permission: 'mail.read' },
  {
    name: 'Mensajes de espera',
    path: '/admin/mensajes-de-espera',
    icon: 'waiting',
    permission: 'waiting-notice.read',
  },
  { name: 'Documentos', path: '/admin/documentos', icon: 'documents', permission: 'document.read' },
  { name: 'Portafolio', path: '/admin/portafolio', icon: 'portfolio', permission: 'portfolio.read' },
  { name: 'Reportes', path: '/admin/reportes', icon: 'reports', permission: 'report.read' },
  {
    name: 'Tipo de cambio',
    path: '/admin/tipo-de-cambio',
    icon: 'exchange',
    permission: 'exchange-rate.read',
  },
  { name: 'Permisos', path: '/admin/permisos', icon: 'permissions', permission: 'admin.permissions.read' },
  { name: 'Auditoría', path: '/admin/auditoria', icon: 'audit', permission: 'audit.read' },
];

/**
 * The back-office section an address belongs to (its pages below it included: /admin/onboardings/7
 * is "Solicitudes de inversión"), or null for an address outside every section. The summary
 * (/admin) owns only its own address.
 */
export function adminSectionOf(pathname: string): (typeof adminSections)[number] | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let found: (typeof adminSections)[number] | null = null;
  for (const section of adminSections) {
    const inside =
      section.path === path || (section.path !== '/admin' && path.startsWith(`${section.path}/`));
    if (inside && (!found || section.path.length > found.path.length)) found = section;
  }
  return found;
}
