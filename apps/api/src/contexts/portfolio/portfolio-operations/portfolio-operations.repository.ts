import type { DocumentType } from '@invierte/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';

/** Reads of the reinvestment and transfer calls that no other module has. */
export const portfolioOperationsRepository = {
  /** The account a document names, with what a transfer checks before it may receive quotas. */
  async findByDocument(db: Db, documentType: DocumentType, documentNumber: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        lastName: users.lastName,
        profile: users.profile,
        disabledAt: users.disabledAt,
      })
      .from(users)
      .where(and(eq(users.documentType, documentType), eq(users.documentNumber, documentNumber)))
      .limit(1);
    return row;
  },
};
