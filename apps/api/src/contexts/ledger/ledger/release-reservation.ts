import { releaseLegs } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { findReservation } from './find-reservation.ts';
import type { LedgerTransactionRow } from './ledger.repository.ts';
import { postJournal } from './post-journal.ts';

/**
 * Gives a reservation's units back to the position (request cancelled or rejected). A reservation
 * resolves at most once: a second release or a release after settlement is refused.
 */
export async function releaseReservation(
  tx: Db,
  input: { reference: string; actorUserId: string | null; at: Date },
): Promise<LedgerTransactionRow> {
  const { parties, units } = await findReservation(tx, input.reference);
  return postJournal(tx, {
    kind: 'RELEASE',
    reference: input.reference,
    parties,
    legs: releaseLegs(units),
    actorUserId: input.actorUserId,
    at: input.at,
    memo: { units },
  });
}
