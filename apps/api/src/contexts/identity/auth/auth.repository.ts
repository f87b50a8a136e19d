import type { DocumentType } from '@invierte/domain';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb } from '../../../db/prepared.ts';
import {
  loginAttempts,
  refreshTokens,
  sessions,
  users,
  userTokens,
  type SessionEndReason,
} from '../../../db/schema.ts';

/** The login_attempts row that counts every address's failures on an e-mail. */
export const ACCOUNT_WIDE = '*';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type { SessionEndReason } from '../../../db/schema.ts';
export type TokenPurpose = 'EMAIL_VERIFICATION' | 'PASSWORD_RESET' | `OTP_${string}`;

const sessionForRequest = preparedPerDb((db) =>
  db
    .select({ userId: sessions.userId, revokedAt: sessions.revokedAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('session_for_request'),
);

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
    documentType: DocumentType,
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
  async insertSession(db: Db, session: { userId: string; ip: string; userAgent: string | null }) {
    const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },
  /**
   * What every authenticated request checks: one primary-key lookup joined to its user, prepared
   * once. The whole user row comes along so a handler that needs the caller (GET profile/me) does not
   * read it again.
   */
  async findSessionForRequest(db: Db, sessionId: string) {
    const [row] = await sessionForRequest(db).execute({ sessionId });
    return row;
  },
  /** Ends one session and its refresh tokens. */
  async revokeSession(db: Db, sessionId: string, reason: SessionEndReason, at: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
  },
  /** Ends every session of a user and their refresh tokens; returns how many sessions ended. */
  async revokeAllSessions(db: Db, userId: string, reason: SessionEndReason, at: Date): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    return ended.length;
  },

  async findUserByGoogleSubject(db: Db, subject: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
    return row;
  },
  async updateUser(db: Db, id: string, changes: Partial<NewUser>): Promise<void> {
    await db.update(users).set(changes).where(eq(users.id, id));
  },
  /** The failure counts of an e-mail from one address and from all ('*'). */
  async findLoginAttempts(db: Db, email: string, clientIp: string) {
    const rows = await db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), inArray(loginAttempts.clientIp, [clientIp, ACCOUNT_WIDE])));
    return {
      pair: rows.find((r) => r.clientIp === clientIp && clientIp !== ACCOUNT_WIDE),
      account: rows.find((r) => r.clientIp === ACCOUNT_WIDE),
    };
  },
  /**
   * Counts one more failure atomically (parallel attempts cannot undercount); failures older than
   * the window start a new count. Returns the count after this failure.
   */
  async recordLoginFailure(
    db: Db,
    email: string,
    clientIp: string,
    at: Date,
    windowStart: Date,
  ): Promise<number> {
    const [row] = await db
      .insert(loginAttempts)
      .values({ email, clientIp, failures: 1, lastFailureAt: at })
      .onConflictDoUpdate({
        target: [loginAttempts.email, loginAttempts.clientIp],
        set: {
          failures: sql`case when ${loginAttempts.lastFailureAt} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
          lastFailureAt: at,
        },
      })
      .returning({ failures: loginAttempts.failures });
    return row?.failures ?? 1;
  },
  async lockLogin(db: Db, email: string, clientIp: string, until: Date): Promise<void> {
    await db
      .update(loginAttempts)
      .set({ lockedUntil: until })
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.clientIp, clientIp)));
  },
  /** Claims the right to warn the owner once per window; false when another request already did. */
  async claimFailureAlert(db: Db, email: string, at: Date, windowStart: Date): Promise<boolean> {
    const rows = await db
      .update(loginAttempts)
      .set({ alertedAt: at })
      .where(
        and(
          eq(loginAttempts.email, email),
          eq(loginAttempts.clientIp, ACCOUNT_WIDE),
          or(isNull(loginAttempts.alertedAt), lt(loginAttempts.alertedAt, windowStart)),
        ),
      )
      .returning({ email: loginAttempts.email });
    return rows.length === 1;
  },
  /** A success from one address clears that pair; a password reset clears every count of the e-mail. */
  async clearLoginAttempts(db: Db, email: string, clientIp?: string): Promise<void> {
    await db
      .delete(loginAttempts)
      .where(
        clientIp
          ? and(eq(loginAttempts.email, email), eq(loginAttempts.clientIp, clientIp))
          : eq(loginAttempts.email, email),
      );
  },
};
