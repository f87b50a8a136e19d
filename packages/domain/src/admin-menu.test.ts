import { describe, expect, it } from 'vitest';
import { adminSectionOf } from './admin-menu.ts';

describe('adminSectionOf', () => {
  it.each([
    ['/admin', 'Resumen'],
    ['/admin/', 'Resumen'],
    ['/admin/onboardings', 'Solicitudes de inversión'],
    ['/admin/onboardings/5f0c', 'Solicitudes de inversión'],
    ['/admin/productos/12', 'Productos'],
    ['/participes', 'Partícipes'],
    ['/admin/auditoria', 'Auditoría'],
  ])('%s belongs to %s', (path, name) => {
    expect(adminSectionOf(path)?.name).toBe(name);
  });

  it.each(['/admin/desconocida', '/admin-onboardings', '/portafolio', '/admin/onboardingsx'])(
    '%s belongs to no section',
    (path) => {
      expect(adminSectionOf(path)).toBeNull();
    },
  );
});
