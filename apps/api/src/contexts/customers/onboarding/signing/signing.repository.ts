import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import {
  onboardingEvents,
  onboardingFiles,
  onboardings,
  onboardingSignatures,
  parameters,
  products,
  users,
} from '../../../../db/schema.ts';
import { userIdentityColumns } from '../../../../db/user-identity.ts';

export type SigningFileRow = typeof onboardingFiles.$inferSelect;
export type NewSigningFileRow = typeof onboardingFiles.$inferInsert;
export type SignatureRow = typeof onboardingSignatures.$inferSelect;

/** Kinds of onboarding_files this module writes. */
export const signingKinds = ['CONTRACT', 'ANNEX', 'CERTIFICATE'] as const;

/** Step 2's queries: generated documents, signatures and their evidence, code-send events. */
export const signingRepository = {
  /** The latest signature of an onboarding (PENDING, SIGNED or VOID). */
  async latestSignature(db: Db, onboardingId: string): Promise<SignatureRow | undefined> {
    const [row] = await db
      .select()
      .from(onboardingSignatures)
      .where(eq(onboardingSignatures.onboardingId, onboardingId))
      .orderBy(desc(onboardingSignatures.createdAt))
      .limit(1);
    return row;
  },

  async findSignature(db: Db, id: string): Promise<SignatureRow | undefined> {
    const [row] = await db
      .select()
      .from(onboardingSignatures)
      .where(eq(onboardingSignatures.id, id))
      .limit(1);
    return row;
  },

  /** Locks the signature row until the transaction ends (evidence is appended one writer at a time). */
  async lockSignature(db: Db, id: string): Promise<SignatureRow | undefined> {
    const [row] = await db
      .select()
      .from(onboardingSignatures)
      .where(eq(onboardingSignatures.id, id))
      .for('update');
    return row;
  },

  async insertSignature(db: Db, row: typeof onboardingSignatures.$inferInsert): Promise<SignatureRow> {
    const [inserted] = await db.insert(onboardingSignatures).values(row).returning();
    if (!inserted) throw new Error('signature not inserted');
    return inserted;
  },

  async voidPendingSignatures(db: Db, onboardingId: string): Promise<void> {
    await db
      .update(onboardingSignatures)
      .set({ status: 'VOID' })
      .where(
        and(eq(onboardingSignatures.onboardingId, onboardingId), eq(onboardingSignatures.status, 'PENDING')),
      );
  },

  async setEvidence(db: Db, id: string, evidence: Record<string, unknown>): Promise<void> {
    await db.update(onboardingSignatures).set({ evidence }).where(eq(onboardingSignatures.id, id));
  },

  /** PENDING → SIGNED; undefined when the row was no longer PENDING (signed twice, voided meanwhile). */
  async markSigned(
    db: Db,
    id: string,
    s: {
      signedAt: Date;
      ip: string | null;
      userAgent: string | null;
      provider: string;
      providerRef: string | null;
      evidence: Record<string, unknown>;
    },
  ): Promise<SignatureRow | undefined> {
    const [row] = await db
      .update(onboardingSignatures)
      .set({
        status: 'SIGNED',
        signedAt: s.signedAt,
        signerIp: s.ip,
        signerUserAgent: s.userAgent,
        provider: s.provider,
        providerRef: s.providerRef,
        evidence: s.evidence,
      })
      .where(and(eq(onboardingSignatures.id, id), eq(onboardingSignatures.status, 'PENDING')))
      .returning();
    return row;
  },

  async linkCertificate(db: Db, id: string, certificateFileId: string): Promise<void> {
    await db.update(onboardingSignatures).set({ certificateFileId }).where(eq(onboardingSignatures.id, id));
  },

  async setProviderRef(db: Db, id: string, providerRef: string): Promise<void> {
    await db.update(onboardingSignatures).set({ providerRef }).where(eq(onboardingSignatures.id, id));
  },

  async findByProviderRef(db: Db, provider: string, providerRef: string): Promise<SignatureRow | undefined> {
    const [row] = await db
      .select()
      .from(onboardingSignatures)
      .where(
        and(eq(onboardingSignatures.provider, provider), eq(onboardingSignatures.providerRef, providerRef)),
      )
      .limit(1);
    return row;
  },

  /** The current (not removed) contract, annexes and certificates of an onboarding, in reading order. */
  async currentFiles(db: Db, onboardingId: string): Promise<SigningFileRow[]> {
    return db
      .select()
      .from(onboardingFiles)
      .where(
        and(
          eq(onboardingFiles.onboardingId, onboardingId),
          inArray(onboardingFiles.kind, [...signingKinds]),
          isNull(onboardingFiles.removedAt),
        ),
      )
      .orderBy(asc(onboardingFiles.createdAt), asc(onboardingFiles.id));
  },

  /** The current signing files of every request of the customer, newest request first. */
  async filesOfUser(db: Db, userId: string) {
    return db
      .select({ file: onboardingFiles, productName: products.name, contractState: onboardings.contractState })
      .from(onboardingFiles)
      .innerJoin(onboardings, eq(onboardings.id, onboardingFiles.onboardingId))
      .innerJoin(products, eq(products.id, onboardings.productId))
      .where(
        and(
          eq(onboardings.userId, userId),
          inArray(onboardingFiles.kind, [...signingKinds]),
          sql`${onboardingFiles.removedAt} is null`,
        ),
      )
      .orderBy(desc(onboardings.createdAt), asc(onboardingFiles.createdAt), asc(onboardingFiles.id));
  },

  /** Each request's latest signature (the one its signing screen shows). */
  async latestSignatures(db: Db, onboardingIds: string[]) {
    if (onboardingIds.length === 0) return [];
    return db
      .selectDistinctOn([onboardingSignatures.onboardingId])
      .from(onboardingSignatures)
      .where(inArray(onboardingSignatures.onboardingId, onboardingIds))
      .orderBy(onboardingSignatures.onboardingId, desc(onboardingSignatures.createdAt));
  },

  async maxGeneration(db: Db, onboardingId: string): Promise<number> {
    const [row] = await db
      .select({ max: sql<number | null>`max(${onboardingFiles.generation})` })
      .from(onboardingFiles)
      .where(
        and(eq(onboardingFiles.onboardingId, onboardingId), inArray(onboardingFiles.kind, ['CONTRACT'])),
      );
    return Number(row?.max ?? 0);
  },

  async insertFiles(db: Db, rows: NewSigningFileRow[]): Promise<void> {
    if (rows.length > 0) await db.insert(onboardingFiles).values(rows);
  },

  /** A regenerated contract replaces the earlier documents; their rows and files stay for the audit. */
  async retireFiles(db: Db, onboardingId: string, userId: string, at: Date): Promise<void> {
    await db
      .update(onboardingFiles)
      .set({ removedAt: at, removedBy: userId })
      .where(
        and(
          eq(onboardingFiles.onboardingId, onboardingId),
          inArray(onboardingFiles.kind, [...signingKinds]),
          isNull(onboardingFiles.removedAt),
        ),
      );
  },

  async onboardingById(db: Db, id: string) {
    const [row] = await db.select().from(onboardings).where(eq(onboardings.id, id)).limit(1);
    return row;
  },

  /** Locks the onboarding row so code sends are counted one after the other. */
  async lockOnboarding(db: Db, id: string): Promise<void> {
    await db.select({ id: onboardings.id }).from(onboardings).where(eq(onboardings.id, id)).for('update');
  },

  /** Times of the signing-code sends of an onboarding since `since`, oldest first. */
  async codeSendsSince(db: Db, onboardingId: string, since: Date): Promise<Date[]> {
    const rows = await db
      .select({ at: onboardingEvents.createdAt })
      .from(onboardingEvents)
      .where(
        and(
          eq(onboardingEvents.onboardingId, onboardingId),
          eq(onboardingEvents.event, 'SIGNING_CODE_SENT'),
          gte(onboardingEvents.createdAt, since),
        ),
      )
      .orderBy(asc(onboardingEvents.createdAt));
    return rows.map((r) => r.at);
  },

  async account(db: Db, userId: string) {
    const [row] = await db.select(userIdentityColumns).from(users).where(eq(users.id, userId)).limit(1);
    return row;
  },

  /** Texts of option keys, by `group:key`. */
  async optionTexts(db: Db, groups: string[]): Promise<Map<string, string>> {
    const rows = await db
      .select({ group: parameters.groupName, key: parameters.key, text: parameters.text })
      .from(parameters)
      .where(inArray(parameters.groupName, groups));
    return new Map(rows.map((r) => [`${r.group}:${r.key}`, r.text]));
  },
};
