import { DomainError, type Profile, type SidebarEntry } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { profileRepository } from '../profile/profile.repository.ts';

const entry = (name: string, path: string, icon: string, action?: SidebarEntry['action']): SidebarEntry => ({
  name,
  path,
  icon,
  active: true,
  ...(action ? { action } : {}),
  subOption: [],
});

/** The sidebar of SPEC §2 for this user: investors' menu (Historial de tasas only if affluent) or the admin's. */
export async function getSidebar(ctx: AppContext, userId: string): Promise<SidebarEntry[]> {
  const user = await profileRepository.findById(ctx.db, userId);
  if (!user) throw new DomainError('UNAUTHORIZED');
  const logout = entry('Cerrar sesión', '', 'logout', 'logout');
  if ((user.profile as Profile) === 'ADMIN')
    return [entry('Administración', '/admin', 'admin'), entry('Partícipes', '/participes', 'people'), logout];
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
