import {
  accountFor,
  DomainError,
  planReinvestment,
  type ReinvestmentPlan,
  type RescueAsk,
  type RescueLimits,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { readPosition } from '../../ledger/index.ts';
import { investmentMinimumOf } from '../../customers/index.ts';
import { productsRepository, refuseWhileQuotaUpdating } from '../../catalogue/index.ts';
import { loadRescueLimits } from '../rescues/rescue-limits.ts';

/**
 * Everything a reinvestment of `ask` from one fund to another is checked and priced against, read
 * at `now`. With `lock`, inside the operation's transaction: every account the journal will touch in
 * one id-ordered batch (docs/ledger.md), so opposite reinvestments between the same funds never
 * deadlock; the source's quarter counter is raised by the operation's last write. Refusals about the funds themselves throw; the plan says
 * whether the figures fit.
 */
export async function loadReinvestment(
  ctx: AppContext,
  db: Db,
  input: {
    userId: string;
    fromProductId: string;
    toProductId: string;
    ask: RescueAsk;
    now: Date;
    lock: boolean;
  },
) {
  const { userId } = input;
  // One after the other: inside the operation's transaction its one connection takes one query at
  // a time. Each read brings the fund's latest quota value with it.
  const from = await productsRepository.findWithLatestQuota(db, input.fromProductId);
  const to = await productsRepository.findWithLatestQuota(db, input.toProductId);
  const source = from?.product;
  const target = to?.product;
  if (!source) throw new DomainError('NOT_FOUND', 'No encontramos el fondo del que sale tu dinero.');
  if (!target || target.isPrivate)
    throw new DomainError('NOT_FOUND', 'No encontramos el fondo en el que quieres reinvertir.');
  if (target.locked) throw new DomainError('PRODUCT_LOCKED', target.lockedMessage ?? undefined);
  // Checked before anything is locked, so no account is ever opened in the wrong currency.
  if (source.currency !== target.currency)
    throw new DomainError('CONFLICT', 'Solo puedes reinvertir entre fondos de la misma moneda.');
  // A reinvestment sells quotas of one fund and buys quotas of the other: it prices an investment,
  // so during either fund's daily quota update it is refused before anything is locked.
  refuseWhileQuotaUpdating(ctx, from.quota);
  refuseWhileQuotaUpdating(ctx, to.quota);
  const currency = source.currency;
  const sourceParties = { userId, currency, productId: source.id };
  const targetParties = { userId, currency, productId: target.id };

  const loaded = await loadRescueLimits(ctx, db, {
    userId,
    productId: source.id,
    now: input.now,
    lock: input.lock,
    alsoLock: () => [
      accountFor('fundBank', sourceParties),
      accountFor('fundBank', targetParties),
      accountFor('position', targetParties),
      accountFor('fundIssued', targetParties),
    ],
  });
  const targetQuota = await productsRepository.quotaValueOn(db, target.id, loaded.applicableDay);
  if (!targetQuota)
    throw new DomainError(
      'CONFLICT',
      'Aún no hay un valor cuota publicado para el fondo en el que quieres reinvertir. Inténtalo nuevamente más tarde.',
    );
  const targetPosition = await readPosition(db, userId, target.id);
  const targetFacts = {
    quotaValue: targetQuota.value,
    currency,
    holdsUnits: targetPosition?.holds === true,
    minimum: investmentMinimumOf(target),
  };
  /** The same check against other limits of the source (the quarter's cap as it is now). */
  const replan = (limits: RescueLimits): ReinvestmentPlan => planReinvestment(input.ask, limits, targetFacts);
  const plan = replan(loaded.limits);
  return { source, target, currency, sourceParties, targetParties, loaded, targetQuota, plan, replan };
}
