import { DomainError } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { ledgerRepository } from './ledger.repository.ts';
import type { LedgerParties } from './post-journal.ts';

/** The reservation a release or settlement resolves: its parties and units. */
export async function findReservation(
  tx: Db,
  reference: string,
): Promise<{ parties: LedgerParties; units: string }> {
  const reserve = await ledgerRepository.findTransaction(tx, 'RESERVE', reference);
  if (!reserve) throw new DomainError('NOT_FOUND', 'No encontramos la reserva de cuotas de esta solicitud.');
  const memo = reserve.memo as { parties: LedgerParties; units: string };
  return { parties: memo.parties, units: memo.units };
}
