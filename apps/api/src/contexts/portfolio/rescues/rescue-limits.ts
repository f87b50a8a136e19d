import {
  accountFor,
  amountForQuotas,
  applicableQuotaDay,
  currencySymbols,
  DomainError,
  limaQuarter,
  ledgerAccountCode,
  repurchaseCapUnits,
  type LedgerAccountIdentity,
  type RescueLimits,
  toQuotaString,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { Db } from '../../../db/client.ts';
import type { AppContext } from '../../../context.ts';
import { ledgerRepository, type LedgerAccountRow } from '../../ledger/index.ts';
import { positionOf, readPosition, type Position } from '../../ledger/index.ts';
import type { JournalBatch } from '../../ledger/index.ts';
import { productsRepository, type ProductRow } from '../../catalogue/index.ts';
import { rescuesRepository } from './rescues.repository.ts';

export interface LoadedLimits {
  product: ProductRow;
  quota: { value: string; valueDate: string };
  applicableDay: string;
  quarter: ReturnType<typeof limaQuarter>;
  /** Present when loaded with `lock`: the accounts the operation posts to, locked for this transaction. */
  locked: LedgerAccountRow[] | undefined;
  limits: RescueLimits;
}

/**
 * The fund and the quota value of the applicable day: they change about once a day, so they are
 * kept with the catalogue's answers and forgotten with them (a quota value published or corrected,
 * a fund changed). An unknown fund, or one without a value yet, is refused and not kept.
 */
export async function pricing(ctx: AppContext, db: Db, productId: string, day: string) {
  const answer = await ctx.cache.get('catalogue', `rescue-pricing|${productId}|${day}`, async () => {
    const product = await productsRepository.findById(db, productId);
    if (!product) throw new DomainError('NOT_FOUND', 'No encontramos el fondo.');
    const quota = await productsRepository.quotaValueOn(db, product.id, day);
    if (!quota)
      throw new DomainError(
        'CONFLICT',
        'Aún no hay un valor cuota publicado para este fondo. Inténtalo nuevamente más tarde.',
      );
    return { product, quota };
  });
  return answer.data;
}

/**
 * What a rescue of (investor, product) at `now` is checked against: the quota value of the applicable
 * day, the position's available quotas and what the fund may still repurchase this quarter. With
 * `lock`, inside the operation's transaction, the accounts it posts to are locked (one id-ordered
 * batch, docs/ledger.md) and the quarter's counter is opened if needed; the counter itself is read,
 * not locked: the operation's last write raises it only if the units still fit (`requestedWrite`).
 */
export async function loadRescueLimits(
  ctx: AppContext,
  db: Db,
  input: {
    userId: string;
    productId: string;
    now: Date;
    lock: boolean;
    /** With `lock`: the other accounts the operation will post to (a reinvestment's target fund). */
    alsoLock?: (product: ProductRow) => LedgerAccountIdentity[];
  },
): Promise<LoadedLimits> {
  const applicableDay = applicableQuotaDay(input.now);
  const { product, quota } = await pricing(ctx, db, input.productId, applicableDay);

  const quarter = limaQuarter(input.now);
  let counter = await rescuesRepository.findQuarter(db, product.id, quarter.key);
  const capitalUnits =
    counter?.capitalUnits ?? (await rescuesRepository.fundUnitsAt(db, product.id, quarter.startsAt));
  const capUnits = counter?.capUnits ?? repurchaseCapUnits(capitalUnits);
  if (!counter && input.lock)
    ({ row: counter } = await rescuesRepository.openQuarter(db, {
      productId: product.id,
      quarter: quarter.key,
      capitalUnits,
      capUnits,
      at: input.now,
    }));
  const requested = counter?.requestedUnits ?? '0';

  const parties = { userId: input.userId, productId: product.id, currency: product.currency };
  let position: Position | undefined;
  let locked: LedgerAccountRow[] | undefined;
  if (input.lock) {
    const identities = [
      accountFor('position', parties),
      accountFor('fundIssued', parties),
      ...(input.alsoLock?.(product) ?? []),
    ];
    locked = await ledgerRepository.lockAccounts(db, identities);
    position = positionOf(locked.find((a) => a.code === ledgerAccountCode(identities[0]!)));
  } else {
    position = await readPosition(db, input.userId, product.id);
  }

  return {
    product,
    quota,
    applicableDay,
    quarter,
    locked,
    limits: {
      quotaValue: quota.value,
      currency: product.currency,
      availableQuotas: (position ?? positionOf(undefined)).availableQuotas,
      capRemainingQuotas: toQuotaString(Decimal.max(0, new Decimal(capUnits).minus(requested))),
      nextQuarterFirstDay: quarter.nextFirstDay,
    },
  };
}

/** The counter's row did not take the units: the quarter's cap was reached meanwhile. */
class CapReached extends Error {}

/**
 * The operation's journal posting (`journal`) and, last, the units counted against the quarter's cap,
 * in one round trip. When the cap no longer takes them (other requests took the room
 * since the limits were read), nothing is kept and the refusal explains it with the figures of now:
 * `replan` is the operation's own check against them.
 */
export async function writeWithinCap(
  tx: Db,
  loaded: LoadedLimits,
  input: {
    units: string;
    at: Date;
    journal: JournalBatch;
    replan: (limits: RescueLimits) => { ok: true } | { ok: false; message: string };
  },
): Promise<void> {
  const key = { productId: loaded.product.id, quarter: loaded.quarter.key };
  try {
    await input.journal.commit([
      rescuesRepository.requestedWrite([{ ...key, units: input.units }], input.at, () => new CapReached()),
    ]);
  } catch (error) {
    if (!(error instanceof CapReached)) throw error;
    const counter = await rescuesRepository.findQuarter(tx, key.productId, key.quarter);
    const remaining = counter ? new Decimal(counter.capUnits).minus(counter.requestedUnits) : 0;
    const again = input.replan({
      ...loaded.limits,
      capRemainingQuotas: toQuotaString(Decimal.max(0, remaining)),
    });
    throw new DomainError(
      'CONFLICT',
      again.ok ? 'El fondo recibió otra solicitud al mismo tiempo. Inténtalo de nuevo.' : again.message,
    );
  }
}

/** The figures the investor sees before confirming (contract `rescueLimits`). */
export function limitsView(loaded: LoadedLimits) {
  const { limits, product } = loaded;
  const currency = limits.currency;
  const maxQuotas = toQuotaString(Decimal.min(limits.availableQuotas, limits.capRemainingQuotas));
  return {
    productId: product.id,
    productName: product.name,
    currency: { code: currency, symbol: currencySymbols[currency] },
    quotaValue: toQuotaString(loaded.quota.value),
    quotaValueDate: loaded.quota.valueDate,
    applicableDay: loaded.applicableDay,
    availableQuotas: limits.availableQuotas,
    quarter: loaded.quarter.key,
    capRemainingQuotas: limits.capRemainingQuotas,
    capRemainingAmount: amountForQuotas(limits.capRemainingQuotas, limits.quotaValue),
    maxQuotas,
    maxAmount: amountForQuotas(maxQuotas, limits.quotaValue),
  };
}
