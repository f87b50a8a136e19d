import { subscriptionLegs } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import type { LedgerTransactionRow } from './ledger.repository.ts';
import { postJournal, type LedgerParties } from './post-journal.ts';

/**
 * Credits bought quotas: the position gains them, the fund issues them, the money moves from the
 * investor's transit account to the fund's bank. One subscription per reference.
 */
export function subscribeUnits(
  tx: Db,
  input: {
    reference: string;
    parties: LedgerParties;
    units: string;
    amount: string;
    actorUserId: string | null;
    at: Date;
    memo?: Record<string, unknown>;
  },
): Promise<LedgerTransactionRow> {
  return postJournal(tx, {
    kind: 'SUBSCRIPTION',
    reference: input.reference,
    parties: input.parties,
    legs: subscriptionLegs(input.units, input.amount),
    actorUserId: input.actorUserId,
    at: input.at,
    memo: { ...input.memo, units: input.units, amount: input.amount },
  });
}
