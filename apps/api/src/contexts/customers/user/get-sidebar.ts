import { adminSections, DomainError, type SidebarEntry } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { adminPermissionsOf } from '../../../plugins/permissions.ts';
import { profileRepository } from '../profile/profile.repository.ts';

const entry = (name: string, path: string, icon: string, action?: SidebarEntry['action']): SidebarEntry => ({
  name,
  path,
  icon,
  active: true,
  ...(action ? { action } : {}),
  subOption: [],
});

/**
 * The sidebar of requirements R2 for this user: investors' menu (Historial de tasas only if affluent) or the
 * back office's sections the admin profile's roles open.
 */
export async function getSidebar(ctx: AppContext, userId: string): Promise<SidebarEntry[]> {
  const user = await profileRepository.findById(ctx.db, userId);
  if (!user) throw new DomainError('UNAUTHORIZED');
  const logout = entry('Cerrar sesión', '', 'logout', 'logout');
  const profile = user.profile;
  if (profile === 'ADMIN') {
    const allowed = await adminPermissionsOf(ctx, user.adminProfileId);
    return [
      ...adminSections
        .filter((s) => s.permission === null || allowed.has(s.permission))
        .map((s) => entry(s.name, s.path, s.icon)),
      logout,
    ];
  }
  return [
    entry('Portafolio', user.profile === 'PARTICIPE' ? '/participe' : '/portafolio', 'portfolio'),
    entry('Movimientos', '/portafolio/movimientos', 'movements'),
    entry('Productos', '/portafolio/productos', 'products'),
    entry('Simula tu inversión', '', 'calculator', 'simulator'),
    entry('Feedback', '', 'feedback', 'feedback'),
    entry('Glosario', '/glosario', 'glossary'),
    ...(user.affluent ? [entry('Historial de tasas', '/historial', 'history')] : []),
    logout,
  ];
}
