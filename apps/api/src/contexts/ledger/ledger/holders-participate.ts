import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Write } from '../../../db/write-together.ts';
import { userRowsChanged } from '../../../shared/user-rows-changed.ts';
import type { LedgerAccountRow } from './ledger.repository.ts';

/** The investors whose position an entry credits (quotas posted to it), once each. */
export function creditedHolders(
  accounts: Map<string, LedgerAccountRow>,
  entries: Array<{ accountId: string; bucket: string; amount: string }>,
): string[] {
  const credited = new Set<string>();
  for (const e of entries) {
    const account = accounts.get(e.accountId);
    if (account?.kind !== 'POSITION' || !account.userId || e.bucket !== 'POSTED') continue;
    if (new Decimal(e.amount).gt(0)) credited.add(account.userId);
  }
  return [...credited];
}

/**
 * Every holder of quotas is a PARTICIPE (docs/business-rules.md, "Who is a participant"): the write
 * that makes each INTERESADO among `userIds` (investors a posting credits) a PARTICIPE, sent in the
 * posting's own statement, so no path that credits quotas — approval, import, transfer,
 * reinvestment, reversal, seed — can leave the profile behind the holdings. Other profiles are left
 * as they are; a promoted user's cached sessions are forgotten once it commits.
 */
export function holdersParticipateWrite(tx: Db, userIds: string[], at: Date): Write {
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return {
    name: 'holders_participate',
    // A posting dated in the past (an imported or seeded history) never moves updated_at back.
    statement: sql`update users
      set profile = 'PARTICIPE', updated_at = greatest(updated_at, ${at.toISOString()}::timestamptz)
      where id in (${ids}) and profile = 'INTERESADO'`,
    rows: 'any',
    refusal: () => new Error('holders not made participants'),
    touched: (rows) => {
      if (rows > 0) userRowsChanged(tx, ...userIds);
    },
  };
}
