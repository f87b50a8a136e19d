import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  adminProfileRoles,
  adminProfiles,
  adminRolePermissions,
  adminRoles,
  users,
} from '../../../db/schema.ts';

export type AdminProfileRow = typeof adminProfiles.$inferSelect;

/** Every query of roles, admin profiles and who is an administrator (docs/back-office.md). */
export const adminPermissionsRepository = {
  /** What a profile's roles allow together, from the roles' mirror in the database. */
  async permissionsOfProfile(db: Db, profileId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ permission: adminRolePermissions.permission })
      .from(adminProfileRoles)
      .innerJoin(adminRolePermissions, eq(adminRolePermissions.roleCode, adminProfileRoles.roleCode))
      .where(eq(adminProfileRoles.profileId, profileId));
    return rows.map((r) => r.permission);
  },

  /** Serialises permission writes, so two of them cannot each leave the other's check stale. */
  async lock(db: Db): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('admin-access'))`);
  },

  async listAdmins(db: Db) {
    return db
      .select({
        userId: users.id,
        email: users.email,
        name: users.name,
        lastName: users.lastName,
        secondLastName: users.secondLastName,
        disabledAt: users.disabledAt,
        profileId: adminProfiles.id,
        profileName: adminProfiles.name,
      })
      .from(users)
      .leftJoin(adminProfiles, eq(adminProfiles.id, users.adminProfileId))
      .where(eq(users.profile, 'ADMIN'))
      .orderBy(asc(users.name), asc(users.lastName), asc(users.email));
  },

  async findUser(db: Db, by: { id: string } | { email: string }) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        lastName: users.lastName,
        secondLastName: users.secondLastName,
        profile: users.profile,
        adminProfileId: users.adminProfileId,
        disabledAt: users.disabledAt,
      })
      .from(users)
      .where('id' in by ? eq(users.id, by.id) : eq(users.email, by.email))
      .limit(1);
    return row;
  },

  async setAdmin(
    db: Db,
    userId: string,
    change: { profile: 'ADMIN' | 'INTERESADO'; adminProfileId: string | null },
    at: Date,
  ): Promise<void> {
    await db
      .update(users)
      .set({ ...change, updatedAt: at })
      .where(eq(users.id, userId));
  },

  /** Enabled administrators whose profile carries the super admin role. */
  async countSuperAdmins(db: Db): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .innerJoin(adminProfileRoles, eq(adminProfileRoles.profileId, users.adminProfileId))
      .where(
        and(
          eq(users.profile, 'ADMIN'),
          isNull(users.disabledAt),
          eq(adminProfileRoles.roleCode, 'SUPER_ADMIN'),
        ),
      );
    return row?.n ?? 0;
  },

  async listRoles(db: Db) {
    const roles = await db.select().from(adminRoles).orderBy(asc(adminRoles.position));
    const grants = await db.select().from(adminRolePermissions);
    return roles.map((role) => ({
      ...role,
      permissions: grants.filter((g) => g.roleCode === role.code).map((g) => g.permission),
    }));
  },

  async listProfiles(db: Db) {
    const holders = db
      .select({ profileId: users.adminProfileId, n: count().as('n') })
      .from(users)
      .where(eq(users.profile, 'ADMIN'))
      .groupBy(users.adminProfileId)
      .as('holders');
    return db
      .select({
        id: adminProfiles.id,
        name: adminProfiles.name,
        description: adminProfiles.description,
        adminCount: sql<number>`coalesce(${holders.n}, 0)::int`,
      })
      .from(adminProfiles)
      .leftJoin(holders, eq(holders.profileId, adminProfiles.id))
      .orderBy(asc(adminProfiles.name));
  },

  async rolesOfProfiles(db: Db, profileIds: string[]) {
    if (profileIds.length === 0) return [];
    return db
      .select({ profileId: adminProfileRoles.profileId, code: adminRoles.code, name: adminRoles.name })
      .from(adminProfileRoles)
      .innerJoin(adminRoles, eq(adminRoles.code, adminProfileRoles.roleCode))
      .where(inArray(adminProfileRoles.profileId, profileIds))
      .orderBy(asc(adminRoles.position));
  },

  async findProfile(db: Db, id: string): Promise<AdminProfileRow | undefined> {
    const [row] = await db.select().from(adminProfiles).where(eq(adminProfiles.id, id)).limit(1);
    return row;
  },

  async findProfileByName(db: Db, name: string): Promise<AdminProfileRow | undefined> {
    const [row] = await db
      .select()
      .from(adminProfiles)
      .where(sql`lower(${adminProfiles.name}) = lower(${name})`)
      .limit(1);
    return row;
  },

  async insertProfile(db: Db, values: { name: string; description: string }, at: Date) {
    const [row] = await db
      .insert(adminProfiles)
      .values({ ...values, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('admin profile insert returned nothing');
    return row;
  },

  async updateProfile(db: Db, id: string, values: { name: string; description: string }, at: Date) {
    await db
      .update(adminProfiles)
      .set({ ...values, updatedAt: at })
      .where(eq(adminProfiles.id, id));
  },

  async replaceProfileRoles(db: Db, profileId: string, roles: string[]): Promise<void> {
    await db.delete(adminProfileRoles).where(eq(adminProfileRoles.profileId, profileId));
    await db.insert(adminProfileRoles).values(roles.map((roleCode) => ({ profileId, roleCode })));
  },

  async countHolders(db: Db, profileId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.adminProfileId, profileId));
    return row?.n ?? 0;
  },

  async deleteProfile(db: Db, id: string): Promise<void> {
    await db.delete(adminProfiles).where(eq(adminProfiles.id, id));
  },
};
