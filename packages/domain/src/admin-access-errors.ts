/** Refusals of permission management (requirements R7 Permissions), merged into the error catalogue (errors.ts). */
export const adminAccessErrorCatalogue = {
  ADMIN_LAST_SUPER_ADMIN: {
    status: 409,
    message: 'No puedes dejar el back office sin superadministrador: asigna antes ese perfil a otra persona.',
  },
  ADMIN_OWN_PERMISSIONS: {
    status: 409,
    message: 'No puedes quitarte a ti mismo la gestión de permisos. Pídeselo a otro administrador.',
  },
  ADMIN_PROFILE_IN_USE: {
    status: 409,
    message: 'Este perfil está asignado a administradores. Cámbiales el perfil antes de borrarlo.',
  },
  ADMIN_PROFILE_NAME_TAKEN: { status: 409, message: 'Ya existe un perfil con ese nombre.' },
  ADMIN_PROFILE_NOT_FOUND: { status: 404, message: 'No encontramos ese perfil de administrador.' },
  ADMIN_USER_NOT_FOUND: { status: 404, message: 'No hay ninguna cuenta registrada con ese correo.' },
  ADMIN_NOT_AN_ADMIN: { status: 404, message: 'Esa persona no es administradora.' },
  ADMIN_USER_IS_PARTICIPE: {
    status: 409,
    message: 'Esta cuenta es de un partícipe con inversiones: un administrador debe usar otra cuenta.',
  },
  ADMIN_USER_DISABLED: {
    status: 409,
    message: 'Esta cuenta está desactivada: actívala antes de darle acceso al back office.',
  },
} as const;
