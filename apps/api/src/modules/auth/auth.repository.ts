import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts, refreshTokens, users, userTokens } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type TokenPurpose = 'EMAIL_VERIFICATION' | 'PASSWORD_RESET' | `OTP_${string}`;

export const authRepository = {
  async findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },
  async findUserById(db: Db, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },
  async findUserByDocument(
    db: Db,
    documentType: string,
    documentNumber: string,
  ): Promise<UserRow | undefined> {
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

  async insertUserToken(
    db: Db,
    token: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
  ) {
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

  async insertRefreshToken(
    db: Db,
    token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
  ) {
    await db.insert(refreshTokens).values(token);
  },
  async findRefreshToken(db: Db, tokenHash: string) {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
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

  async findUserByGoogleSubject(db: Db, subject: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
    return row;
  },
  async updateUser(db: Db, id: string, changes: Partial<NewUser>): Promise<void> {
    await db.update(users).set(changes).where(eq(users.id, id));
  },
  async revokeAllRefreshTokens(db: Db, userId: string, at: Date): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  },

  async findLoginAttempt(db: Db, email: string) {
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.email, email)).limit(1);
    return row;
  },
  /**
   * Counts one more failure atomically (parallel attempts cannot undercount); failures older than
   * the window start a new count. Returns the count after this failure.
   */
  async recordLoginFailure(db: Db, email: string, at: Date, windowStart: Date): Promise<number> {
    const [row] = await db
      .insert(loginAttempts)
      .values({ email, failures: 1, lastFailureAt: at })
      .onConflictDoUpdate({
        target: loginAttempts.email,
        set: {
          failures: sql`case when ${loginAttempts.lastFailureAt} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
          lastFailureAt: at,
        },
      })
      .returning({ failures: loginAttempts.failures });
    return row?.failures ?? 1;
  },
  async lockLogin(db: Db, email: string, until: Date): Promise<void> {
    await db.update(loginAttempts).set({ lockedUntil: until }).where(eq(loginAttempts.email, email));
  },
  async clearLoginAttempts(db: Db, email: string): Promise<void> {
    await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
  },
};
