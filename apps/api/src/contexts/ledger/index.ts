// The public entry of the ledger context (docs/decisions/0025-api-bounded-contexts.md): what code
// outside it may import. Everything else in this folder is its own business.
export {
  IDEMPOTENCY_TTL_MS,
  checkKey,
  requestHash,
  storedAnswer,
  withIdempotency,
} from './ledger/idempotency.ts';
export type { IdempotentAnswer } from './ledger/idempotency.ts';
export { ledgerRepository } from './ledger/ledger.repository.ts';
export type { IdempotencyRow, LedgerAccountRow } from './ledger/ledger.repository.ts';
export { ledgerRoutes } from './ledger/ledger.routes.ts';
export {
  heldByCode,
  journalWrites,
  planJournal,
  planOnHeld,
  postJournal,
  writeJournal,
} from './ledger/post-journal.ts';
export type { PlannedPosting } from './ledger/post-journal.ts';
export { movementsWrite, recordMovement, setMovementStatus } from './ledger/record-movement.ts';
export type { MovementRecord } from './ledger/record-movement.ts';
export { releaseReservation } from './ledger/release-reservation.ts';
export { reservationOf, reserveUnits } from './ledger/reserve-units.ts';
export { settleReservation } from './ledger/settle-reservation.ts';
export { subscribeUnits } from './ledger/subscribe-units.ts';
