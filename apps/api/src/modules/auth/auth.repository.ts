import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users, userTokens } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type TokenPurpose = 'EMAIL_VERIFICATION' | 'PASSWORD_RESET';

export const authRepository = {
  async findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },
  async findUserById(db: Db, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },
  async findUserByDocument(db: Db, documentType: string, documentNumber: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.documentType, documentType), eq(users.documentNumber, documentNumber)))
      .limit(1);
    return row;
  },
  async insertUser(db: Db, user: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async markEmailVerified(db: Db, userId: string, at: Date): Promise<void> {
    await db.update(users).set({ emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId));
  },

  async insertUserToken(db: Db, token: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date }) {
    await db.insert(userTokens).values(token);
  },
  async findUserToken(db: Db, purpose: TokenPurpose, tokenHash: string) {
    const [row] = await db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)))
      .limit(1);
    return row;
  },
  /** Marks a token used only if nobody did first; false means another request won the race. */
  async consumeUserToken(db: Db, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(userTokens)
      .set({ usedAt: at })
      .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
      .returning({ id: userTokens.id });
    return rows.length === 1;
  },
  async expireOpenTokens(db: Db, userId: string, purpose: TokenPurpose, at: Date): Promise<void> {
    await db
      .update(userTokens)
      .set({ usedAt: at })
      .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  },

  async insertRefreshToken(db: Db, token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date }) {
    await db.insert(refreshTokens).values(token);
  },
  async findRefreshToken(db: Db, tokenHash: string) {
    const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    return row;
  },
  /** Marks a refresh token used only if it is still fresh; false means it was used or revoked already. */
  async useRefreshToken(db: Db, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(refreshTokens)
      .set({ usedAt: at })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  },
  async revokeFamily(db: Db, familyId: string, at: Date): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },
};
