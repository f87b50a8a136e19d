// The public entry of the ledger context (docs/decisions/0025-api-bounded-contexts.md): what code
// outside it may import. Everything else in this folder is its own business.
export {
  IDEMPOTENCY_TTL_MS,
  answersWrite,
  checkKey,
  keyedRequest,
  requestHash,
  storedAnswer,
  storedAnswers,
  withIdempotency,
} from './ledger/idempotency.ts';
export type { IdempotentAnswer, KeyedRequest } from './ledger/idempotency.ts';
export { ledgerRepository } from './ledger/ledger.repository.ts';
export type { IdempotencyRow, LedgerAccountRow } from './ledger/ledger.repository.ts';
export { ledgerRoutes } from './ledger/ledger.routes.ts';
export { JournalBatch, planJournal, postJournal } from './ledger/post-journal.ts';
export { positionOf, readPosition } from './ledger/positions.ts';
export { reconcileLedger } from './ledger/reconcile-ledger.ts';
export type { Position } from './ledger/positions.ts';
export { movementsWrite, recordMovement, setMovementStatus } from './ledger/record-movement.ts';
export type { MovementRecord } from './ledger/record-movement.ts';
export { releaseReservation } from './ledger/release-reservation.ts';
export { reservationOf, reserveUnits } from './ledger/reserve-units.ts';
export { settleReservation } from './ledger/settle-reservation.ts';
export { subscribeUnits } from './ledger/subscribe-units.ts';
