import { DomainError, roleKinds, type LedgerLeg, type LedgerRole } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { ledgerRepository, type LedgerTransactionRow } from './ledger.repository.ts';
import { postJournal, type LedgerParties } from './post-journal.ts';

const roleOfKind = new Map(Object.entries(roleKinds).map(([role, kind]) => [kind, role as LedgerRole]));

/**
 * Corrects a journal transaction the only way the journal allows: a new REVERSAL transaction with
 * every entry negated, naming the one it reverses (at most one reversal each). Refused like any
 * posting when it would leave a position below its reservations (units already reserved for a rescue).
 */
export async function reverseTransaction(
  tx: Db,
  input: { transactionId: string; actorUserId: string | null; at: Date; reason: string },
): Promise<LedgerTransactionRow> {
  const original = await ledgerRepository.findTransactionById(tx, input.transactionId);
  if (!original) throw new DomainError('NOT_FOUND', 'No encontramos la transacción a revertir.');
  if (original.kind === 'REVERSAL')
    throw new DomainError('CONFLICT', 'Una reversión no se revierte: registra la operación de nuevo.');
  const entries = await ledgerRepository.entriesOf(tx, original.id);
  const legs: LedgerLeg[] = entries.map((e) => {
    const role = roleOfKind.get(e.kind as (typeof roleKinds)[LedgerRole]);
    if (!role) throw new Error(`no role for account kind ${e.kind}`);
    return {
      role,
      bucket: e.bucket,
      amount: e.amount.startsWith('-') ? e.amount.slice(1) : `-${e.amount}`,
    };
  });
  const memo = original.memo as { parties: LedgerParties };
  return postJournal(tx, {
    kind: 'REVERSAL',
    reference: `reversal:${original.id}`,
    reversesId: original.id,
    parties: memo.parties,
    legs,
    actorUserId: input.actorUserId,
    at: input.at,
    memo: { reason: input.reason, reverses: { kind: original.kind, reference: original.reference } },
  });
}
