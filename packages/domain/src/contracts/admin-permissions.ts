import { z } from 'zod';
import { adminRoleCodes } from '../admin-roles.ts';
import { permissions } from '../permissions.ts';

/**
 * Permission management (requirements R7 Permissions: UserAdmin, RoleList, ProfileAdmin) under
 * /api/admin/permissions/…; docs/back-office.md, "Roles and permissions".
 */

const profileId = z.uuid({ error: 'Elige un perfil de administrador válido.' });
const userId = z.uuid({ error: 'No encontramos a esa persona.' });

/** A role with what each of its permissions allows. */
export const adminRoleView = z.object({
  code: z.enum(adminRoleCodes),
  name: z.string(),
  description: z.string(),
  permissions: z.array(
    z.object({ permission: z.enum(permissions), meaning: z.string(), readOnly: z.boolean() }),
  ),
});
export type AdminRoleView = z.infer<typeof adminRoleView>;

export const adminProfileView = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** How many administrators hold it (a profile still held cannot be deleted). */
  adminCount: z.number().int(),
  /** With `roles=true`. */
  roles: z.array(z.object({ code: z.enum(adminRoleCodes), name: z.string() })).optional(),
});
export type AdminProfileView = z.infer<typeof adminProfileView>;

export const adminUserView = z.object({
  userId: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  /** Null: an administrator without a profile holds no permission. */
  profile: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  disabled: z.boolean(),
});
export type AdminUserView = z.infer<typeof adminUserView>;

/** GET ProfileAdmin: `roles=true` adds each profile's roles. */
export const adminProfileListQuery = z.object({
  roles: z
    .enum(['true', 'false'], { error: 'roles debe ser true o false.' })
    .optional()
    .transform((v) => v === 'true'),
});

/** POST UserAdmin: make an existing account an administrator (by e-mail) or change one's profile. */
export const adminUserBody = z
  .object({
    userId: userId.optional(),
    email: z
      .string({ error: 'Ingresa el correo de la persona.' })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Ingresa un correo válido.' }))
      .optional(),
    profileId,
  })
  .refine((v) => (v.userId === undefined) !== (v.email === undefined), {
    message: 'Indica la persona por su correo o por su identificador (solo uno de los dos).',
    path: ['email'],
  });
export type AdminUserBody = z.input<typeof adminUserBody>;

/** DELETE UserAdmin?user_id= */
export const adminUserQuery = z.object({ user_id: userId });

/** POST ProfileAdmin: create (no `profileId`) or edit a profile. */
export const adminProfileBody = z.object({
  profileId: profileId.optional(),
  name: z
    .string({ error: 'Ingresa el nombre del perfil.' })
    .trim()
    .min(3, 'El nombre debe tener al menos 3 caracteres.')
    .max(60, 'El nombre puede tener hasta 60 caracteres.'),
  description: z.string().trim().max(200, 'La descripción puede tener hasta 200 caracteres.').default(''),
  roles: z
    .array(z.enum(adminRoleCodes, { error: 'Elige roles de la lista.' }), { error: 'Elige al menos un rol.' })
    .min(1, 'Elige al menos un rol.')
    .max(adminRoleCodes.length)
    .refine((r) => new Set(r).size === r.length, 'Cada rol va una sola vez.'),
});
export type AdminProfileBody = z.input<typeof adminProfileBody>;

/** DELETE ProfileAdmin?profile_id= */
export const adminProfileQuery = z.object({ profile_id: profileId });
