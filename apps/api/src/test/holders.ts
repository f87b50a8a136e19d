import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerAccounts, users } from '../db/schema.ts';

/**
 * The users who hold quotas (a position with posted quotas) yet are not PARTICIPE, by e-mail and
 * profile: docs/business-rules.md, "Who is a participant", says there are none.
 */
export function holdersNotParticipants(db: Db) {
  return db
    .selectDistinct({ email: users.email, profile: users.profile })
    .from(ledgerAccounts)
    .innerJoin(users, eq(users.id, ledgerAccounts.userId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'POSITION'),
        gt(ledgerAccounts.posted, '0'),
        ne(users.profile, 'PARTICIPE'),
      ),
    );
}

/** The e-mails of everyone holding quotas, sorted. */
export async function holderEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(ledgerAccounts)
    .innerJoin(users, eq(users.id, ledgerAccounts.userId))
    .where(and(eq(ledgerAccounts.kind, 'POSITION'), gt(ledgerAccounts.posted, '0')));
  return rows.map((r) => r.email).sort();
}
