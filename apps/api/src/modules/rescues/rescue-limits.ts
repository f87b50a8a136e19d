import {
  accountFor,
  amountForQuotas,
  applicableQuotaDay,
  currencySymbols,
  DomainError,
  limaQuarter,
  ledgerAccountCode,
  repurchaseCapUnits,
  type CurrencyCode,
  type LedgerAccountIdentity,
  type RescueLimits,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { ledgerRepository } from '../ledger/ledger.repository.ts';
import { productsRepository, type ProductRow } from '../products/products.repository.ts';
import { rescuesRepository, type QuarterRow } from './rescues.repository.ts';

const units = (d: Decimal.Value) => new Decimal(d).toFixed(8);

export interface LoadedLimits {
  product: ProductRow;
  quota: { value: string; valueDate: string };
  applicableDay: string;
  quarter: ReturnType<typeof limaQuarter>;
  /** Present when loaded with `lock`: the quarter's counter, locked for this transaction. */
  quarterRow: QuarterRow | undefined;
  limits: RescueLimits;
}

/**
 * What a rescue of (investor, product) at `now` is checked against: the quota value of the applicable
 * day, the position's available quotas and what the fund may still repurchase this quarter. With
 * `lock`, inside the request's transaction, the quarter's counter and then the position are locked
 * (that order everywhere, so requests and cancellations never wait on each other in a cycle).
 */
export async function loadRescueLimits(
  db: Db,
  input: {
    userId: string;
    productId: string;
    now: Date;
    lock: boolean;
    /**
     * With `lock`: the other accounts the operation will post to (a reinvestment's target fund),
     * locked with the position in one id-ordered batch, so no two operations wait on each other.
     */
    alsoLock?: (product: ProductRow) => LedgerAccountIdentity[];
  },
): Promise<LoadedLimits> {
  const product = await productsRepository.findById(db, input.productId);
  if (!product) throw new DomainError('NOT_FOUND', 'No encontramos el fondo.');
  const applicableDay = applicableQuotaDay(input.now);
  const quota = await productsRepository.quotaValueOn(db, product.id, applicableDay);
  if (!quota)
    throw new DomainError(
      'CONFLICT',
      'Aún no hay un valor cuota publicado para este fondo. Inténtalo nuevamente más tarde.',
    );

  const quarter = limaQuarter(input.now);
  const existing = await rescuesRepository.findQuarter(db, product.id, quarter.key);
  const capitalUnits =
    existing?.capitalUnits ?? (await rescuesRepository.fundUnitsAt(db, product.id, quarter.startsAt));
  const capUnits = existing?.capUnits ?? repurchaseCapUnits(capitalUnits);
  const quarterRow = input.lock
    ? await rescuesRepository.lockQuarter(db, {
        productId: product.id,
        quarter: quarter.key,
        capitalUnits,
        capUnits,
        at: input.now,
      })
    : undefined;
  const requested = (quarterRow ?? existing)?.requestedUnits ?? '0';

  const parties = { userId: input.userId, productId: product.id, currency: product.currency };
  let position: { posted: string; reserved: string } | undefined;
  if (input.lock) {
    const identities = [
      accountFor('position', parties),
      accountFor('fundIssued', parties),
      ...(input.alsoLock?.(product) ?? []),
    ];
    const ids = await ledgerRepository.ensureAccounts(db, identities);
    const locked = await ledgerRepository.lockAccounts(db, [...ids.values()]);
    position = locked.find((a) => a.code === ledgerAccountCode(identities[0]!));
  } else {
    position = await ledgerRepository.findPosition(db, input.userId, product.id);
  }
  const available = position ? new Decimal(position.posted).minus(position.reserved) : new Decimal(0);

  return {
    product,
    quota,
    applicableDay,
    quarter,
    quarterRow,
    limits: {
      quotaValue: quota.value,
      currency: product.currency as CurrencyCode,
      availableQuotas: units(available),
      capRemainingQuotas: units(Decimal.max(0, new Decimal(capUnits).minus(requested))),
      nextQuarterFirstDay: quarter.nextFirstDay,
    },
  };
}

/** The figures the investor sees before confirming (contract `rescueLimits`). */
export function limitsView(loaded: LoadedLimits) {
  const { limits, product } = loaded;
  const currency = limits.currency;
  const maxQuotas = units(Decimal.min(limits.availableQuotas, limits.capRemainingQuotas));
  return {
    productId: product.id,
    productName: product.name,
    currency: { code: currency, symbol: currencySymbols[currency] },
    quotaValue: units(loaded.quota.value),
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
