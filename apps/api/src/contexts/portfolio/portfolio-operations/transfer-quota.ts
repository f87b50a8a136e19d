import { applicableQuotaDay, DomainError } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { productsRepository } from '../../catalogue/index.ts';

/**
 * The quota value a transfer made at `now` records: the latest published on or before the applicable
 * day (the 4:30 pm rule). The transfer form shows it and registerTransfer records it, so both agree.
 */
export async function transferQuotaAt(db: Db, productId: string, now: Date) {
  const applicableDay = applicableQuotaDay(now);
  const quota = await productsRepository.quotaValueOn(db, productId, applicableDay);
  if (!quota)
    throw new DomainError(
      'CONFLICT',
      'Aún no hay un valor cuota publicado para este fondo. Inténtalo nuevamente más tarde.',
    );
  return { applicableDay, quota };
}
