import { currencySymbols, formatCurrency } from '@invierte/domain';
import type { AppContext } from '../../../../context.ts';
import type { Db } from '../../../../db/client.ts';
import { tellInvestor } from '../../alerts/tell-investor.ts';
import type { OnboardingFacts } from '../onboarding-view.ts';
import { depositReceivedEmail } from './deposit-received-email.ts';
import type { StoredDeposit } from './deposit-view.ts';

/**
 * Tells the investor, in the registering transaction `tx`, that her voucher arrived: an alert and
 * an e-mail sent once the deposit is committed, neither for a registration that failed.
 */
export async function queueDepositReceived(
  ctx: AppContext,
  tx: Db,
  input: { userId: string; facts: OnboardingFacts; deposit: StoredDeposit },
): Promise<void> {
  const currency = input.facts.product.currency;
  const productName = input.facts.product.name;
  const amount = formatCurrency(input.deposit.amount, currency);
  await tellInvestor(ctx, tx, {
    userId: input.userId,
    alert: {
      kind: 'DEPOSIT_RECEIVED',
      title: 'Recibimos tu comprobante',
      message: `Estamos verificando tu transferencia de ${amount} para ${productName}.`,
      link: '/portafolio/movimientos',
    },
    mail: (to) =>
      depositReceivedEmail({
        to: to.email,
        name: to.name,
        productName,
        symbol: currencySymbols[currency],
        amount: input.deposit.amount,
        operationNumber: input.deposit.operationNumber,
        link: `${ctx.config.publicUrl}/portafolio/movimientos`,
      }),
  });
}
