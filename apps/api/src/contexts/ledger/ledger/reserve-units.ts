import { reserveLegs } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import type { LedgerTransactionRow } from './ledger.repository.ts';
import { postJournal, type LedgerParties, type PostJournalInput } from './post-journal.ts';

interface Reservation {
  reference: string;
  parties: LedgerParties;
  units: string;
  actorUserId: string | null;
  at: Date;
}

/** The posting that holds units of a position for a request (a rescue). */
export function reservationOf(input: Reservation): PostJournalInput {
  return {
    kind: 'RESERVE',
    reference: input.reference,
    parties: input.parties,
    legs: reserveLegs(input.units),
    actorUserId: input.actorUserId,
    at: input.at,
    memo: { units: input.units },
  };
}

/**
 * Holds units of a position for a request, in the transaction that creates the request. Refused
 * (409, nothing written) when the position's available units (posted − reserved) fall short.
 */
export function reserveUnits(tx: Db, input: Reservation): Promise<LedgerTransactionRow> {
  return postJournal(tx, reservationOf(input));
}
