import Decimal from 'decimal.js';
import type { Db } from '../../../db/client.ts';
import { ledgerRepository } from './ledger.repository.ts';

/** A POSITION account's balances as the ledger keeps them (null where a read found no account). */
export interface PositionBalances {
  posted: string | null;
  reserved: string | null;
}

/**
 * The positions' read model (decision 0026): an investor's quotas of a fund as every caller shows and
 * checks them, 8 decimals. `quotas` = posted (reserved quotas are still held), `availableQuotas` =
 * posted − reserved (what a rescue, reinvestment or transfer may draw on), `holds` = posted > 0.
 */
export interface Position {
  quotas: string;
  reservedQuotas: string;
  availableQuotas: string;
  holds: boolean;
}

/** The figures of a position's balances; no account reads as an empty position. */
export function positionOf(balances: PositionBalances | undefined): Position {
  const posted = new Decimal(balances?.posted ?? 0);
  const reserved = new Decimal(balances?.reserved ?? 0);
  return {
    quotas: posted.toFixed(8),
    reservedQuotas: reserved.toFixed(8),
    availableQuotas: posted.minus(reserved).toFixed(8),
    holds: posted.gt(0),
  };
}

/**
 * The investor's position in a fund, read without a lock: for what is shown and checked before an
 * operation (a posting checks again on the balances its `JournalBatch` holds locked). Undefined when
 * the investor never held the fund.
 */
export async function readPosition(db: Db, userId: string, productId: string): Promise<Position | undefined> {
  const row = await ledgerRepository.findPosition(db, userId, productId);
  return row && positionOf(row);
}
