import { settleLegs } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { findReservation } from './find-reservation.ts';
import type { LedgerTransactionRow } from './ledger.repository.ts';
import { postJournal } from './post-journal.ts';

/**
 * Settles a reservation (a rescue paid): the reserved units leave the position back to the fund and
 * the fund's bank pays `amount`. Resolves the reservation, so it can no longer be released.
 */
export async function settleReservation(
  tx: Db,
  input: { reference: string; amount: string; actorUserId: string | null; at: Date },
): Promise<LedgerTransactionRow> {
  const { parties, units } = await findReservation(tx, input.reference);
  return postJournal(tx, {
    kind: 'SETTLE',
    reference: input.reference,
    parties,
    legs: settleLegs(units, input.amount),
    actorUserId: input.actorUserId,
    at: input.at,
    memo: { units, amount: input.amount },
  });
}
