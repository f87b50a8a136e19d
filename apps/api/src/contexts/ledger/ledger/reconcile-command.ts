import { runDatabaseCheck } from '../../../db/run-database-check.ts';
import { reconcileLedger } from './reconcile-ledger.ts';

/** `npm run ledger:reconcile`: the reconciliation of the configured database; exit 1 when it does not hold. */
await runDatabaseCheck(reconcileLedger);
