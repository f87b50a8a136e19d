import type { InvestorProfile } from '@invierte/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { questionAnswers, users } from '../../../db/schema.ts';

export const userRepository = {
  /** Whom an e-mail to the user goes to. */
  async contactOf(db: Db, userId: string) {
    const [row] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  },
  async answers(db: Db, userId: string): Promise<Record<string, string>> {
    const rows = await db.select().from(questionAnswers).where(eq(questionAnswers.userId, userId));
    return Object.fromEntries(rows.map((r) => [r.questionKey, r.answerKey]));
  },
  async saveAnswer(db: Db, userId: string, questionKey: string, answerKey: string, at: Date) {
    await db
      .insert(questionAnswers)
      .values({ userId, questionKey, answerKey, answeredAt: at })
      .onConflictDoUpdate({
        target: [questionAnswers.userId, questionAnswers.questionKey],
        set: { answerKey, answeredAt: at },
      });
  },
  async completeQuestionnaire(db: Db, userId: string, investorProfile: InvestorProfile, at: Date) {
    await db
      .update(users)
      .set({ investorProfile, questionCompleted: true, firstLogin: false, updatedAt: at })
      .where(eq(users.id, userId));
  },
};
