import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { investorDocuments, products, users } from '../../../db/schema.ts';

export type NewInvestorDocument = typeof investorDocuments.$inferInsert;

const columns = {
  id: investorDocuments.id,
  userId: investorDocuments.userId,
  productId: investorDocuments.productId,
  productName: products.name,
  type: investorDocuments.type,
  title: investorDocuments.title,
  fileKey: investorDocuments.fileKey,
  fileName: investorDocuments.fileName,
  contentType: investorDocuments.contentType,
  size: investorDocuments.size,
  sha256: investorDocuments.sha256,
  createdBy: investorDocuments.createdBy,
  createdAt: investorDocuments.createdAt,
};

/** Documents shown (not removed), newest first, with the fund's name. */
function shown(db: Db) {
  return db
    .select(columns)
    .from(investorDocuments)
    .leftJoin(products, eq(products.id, investorDocuments.productId));
}

export const investorDocumentsRepository = {
  async findInvestor(db: Db, userId: string) {
    const [row] = await db
      .select({ id: users.id, profile: users.profile })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  async productExists(db: Db, productId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.deletedAt)));
    return Boolean(row);
  },

  async insert(db: Db, row: NewInvestorDocument): Promise<void> {
    await db.insert(investorDocuments).values(row);
  },

  /**
   * Every shown document of one investor; with `productId`, that fund's and those about the whole
   * account (no fund), which belong beside every fund's.
   */
  async listOfUser(db: Db, userId: string, productId?: string) {
    return shown(db)
      .where(
        and(
          eq(investorDocuments.userId, userId),
          productId
            ? or(eq(investorDocuments.productId, productId), isNull(investorDocuments.productId))
            : undefined,
          isNull(investorDocuments.removedAt),
        ),
      )
      .orderBy(desc(investorDocuments.createdAt), desc(investorDocuments.id));
  },

  /** One shown document; only the owner's when `userId` is given. */
  async findShown(db: Db, id: string, userId?: string) {
    const [row] = await shown(db).where(
      and(
        eq(investorDocuments.id, id),
        userId ? eq(investorDocuments.userId, userId) : undefined,
        isNull(investorDocuments.removedAt),
      ),
    );
    return row;
  },

  /** Marks a shown document removed; false when there was none. */
  async markRemoved(db: Db, id: string, by: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(investorDocuments)
      .set({ removedAt: at, removedBy: by })
      .where(and(eq(investorDocuments.id, id), isNull(investorDocuments.removedAt)))
      .returning({ id: investorDocuments.id });
    return rows.length === 1;
  },
};

export type InvestorDocumentRow = Awaited<ReturnType<typeof investorDocumentsRepository.listOfUser>>[number];
