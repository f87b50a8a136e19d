import { currencySymbols, type CurrencyCode } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { OnboardingFacts } from '../onboarding-view.ts';
import { depositReceivedEmail } from './deposit-received-email.ts';
import type { StoredDeposit } from './deposit-view.ts';
import { queueMailToUser } from '../../user/queue-mail-to-user.ts';

/**
 * Queues, in the registering transaction `tx`, the e-mail that tells the investor their voucher
 * arrived: it is sent once the deposit is committed, and never for a registration that failed.
 */
export async function queueDepositReceived(
  ctx: AppContext,
  tx: Db,
  input: { userId: string; facts: OnboardingFacts; deposit: StoredDeposit },
): Promise<void> {
  const currency = input.facts.product.currency as CurrencyCode;
  await queueMailToUser(ctx, tx, input.userId, (to) =>
    depositReceivedEmail({
      to: to.email,
      name: to.name,
      productName: input.facts.product.name,
      symbol: currencySymbols[currency],
      amount: input.deposit.amount,
      operationNumber: input.deposit.operationNumber,
      link: `${ctx.config.publicUrl}/portafolio/movimientos`,
    }),
  );
}
