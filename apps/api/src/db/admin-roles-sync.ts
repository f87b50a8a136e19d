import { adminRoleCodes, adminRoles } from '@invierte/domain';
import { and, notInArray, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { adminRolePermissions, adminRoles as adminRolesTable } from './schema.ts';

/**
 * Writes the domain's role catalogue (packages/domain admin-roles.ts) into the database after the
 * migrations, so a permission added to the code reaches its roles on the next start, existing
 * databases included. Idempotent; a role dropped from the code leaves every profile.
 */
export async function syncAdminRoles(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [position, role] of adminRoles.entries())
      await tx
        .insert(adminRolesTable)
        .values({ code: role.code, name: role.name, description: role.description, position })
        .onConflictDoUpdate({
          target: adminRolesTable.code,
          set: { name: role.name, description: role.description, position },
        });
    await tx.delete(adminRolesTable).where(notInArray(adminRolesTable.code, [...adminRoleCodes]));
    const grants = adminRoles.flatMap((r) =>
      r.permissions.map((permission) => ({ roleCode: r.code, permission })),
    );
    await tx.delete(adminRolePermissions).where(
      and(
        notInArray(
          sql`${adminRolePermissions.roleCode} || ' ' || ${adminRolePermissions.permission}`,
          grants.map((g) => `${g.roleCode} ${g.permission}`),
        ),
      ),
    );
    await tx.insert(adminRolePermissions).values(grants).onConflictDoNothing();
  });
}
