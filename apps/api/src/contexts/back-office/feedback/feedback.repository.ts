import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { feedback, parameters, type StoredFile } from '../../../db/schema.ts';

export const feedbackRepository = {
  async isFeedbackReason(db: Db, key: string): Promise<boolean> {
    const [row] = await db
      .select({ key: parameters.key })
      .from(parameters)
      .where(and(eq(parameters.groupName, 'feedback-type'), eq(parameters.key, key)))
      .limit(1);
    return row !== undefined;
  },
  async insert(
    db: Db,
    row: {
      id: string;
      userId: string;
      reason: string;
      comment: string;
      operationNumber: string | null;
      files: StoredFile[];
    },
  ) {
    await db.insert(feedback).values(row);
  },
};
