import { DomainError, limaDate, type PublishedExchangeRate } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';
import { exchangeRatesRepository } from './exchange-rates.repository.ts';

export interface PublishExchangeRateInput {
  rateDate: string;
  buy: string;
  sell: string;
  source: string;
  correction: boolean;
}

/** NUMERIC(10,4) as the database stores it, so the audit's before and after read alike. */
const stored = (rate: string) => new Decimal(rate).toFixed(4);

/**
 * POST /api/admin/exchange-rates: publishes a Lima day's USD/PEN buy and sell rate (the request's
 * schema checked both). One rate per day: a day that has one is refused (409) unless the call says it
 * is a correction, which replaces it; a correction of a day without a rate is 404. Never a future day.
 * The audit row records before and after in the same transaction; the public rate's cache is
 * dropped in every API process after the commit.
 */
export async function publishExchangeRate(
  ctx: AppContext,
  input: PublishExchangeRateInput,
  actor: AuditActor,
): Promise<PublishedExchangeRate> {
  if (input.rateDate > limaDate(ctx.now()))
    throw new DomainError('VALIDATION_ERROR', 'No se puede publicar el tipo de cambio de un día futuro.', [
      { field: 'body.rateDate', message: 'No se puede publicar el tipo de cambio de un día futuro.' },
    ]);
  const row = {
    rateDate: input.rateDate,
    buy: stored(input.buy),
    sell: stored(input.sell),
    source: input.source,
  };
  const result = await ctx.db.transaction(async (tx) => {
    const existing = await exchangeRatesRepository.lockDay(tx, input.rateDate);
    if (existing && !input.correction)
      throw new DomainError(
        'CONFLICT',
        'Ya hay un tipo de cambio publicado para ese día. Si quieres cambiarlo, publícalo como corrección.',
      );
    if (!existing && input.correction)
      throw new DomainError('NOT_FOUND', 'No hay un tipo de cambio publicado ese día que corregir.');
    if (existing) await exchangeRatesRepository.replace(tx, row);
    else if (!(await exchangeRatesRepository.insert(tx, row)))
      throw new DomainError(
        'CONFLICT',
        'Ya hay un tipo de cambio publicado para ese día. Si quieres cambiarlo, publícalo como corrección.',
      );
    const previous = existing
      ? { rateDate: existing.rateDate, buy: existing.buy, sell: existing.sell, source: existing.source }
      : null;
    await recordAudit(tx, {
      ...actor,
      action: existing ? 'exchange-rate.correct' : 'exchange-rate.publish',
      entity: 'exchange-rate',
      entityId: input.rateDate,
      before: previous,
      after: row,
      at: ctx.now(),
    });
    return { ...row, previous };
  });
  await ctx.cache.invalidate('exchange-rate');
  return result;
}
