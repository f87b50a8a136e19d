import { currencySymbols, type CurrencyCode } from '@invierte/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import type { OnboardingFacts } from '../onboarding-view.ts';
import { depositReceivedEmail } from './deposit-received-email.ts';
import { depositRepository } from './deposit.repository.ts';
import type { StoredDeposit } from './deposit-view.ts';

/**
 * Mails the investor that the voucher arrived. The deposit is already committed: a mail provider
 * that fails is logged, not reported, so the investor is not told to send again what was received.
 */
export async function sendDepositReceived(
  ctx: AppContext,
  log: FastifyBaseLogger,
  input: { userId: string; facts: OnboardingFacts; deposit: StoredDeposit },
): Promise<void> {
  try {
    const contact = await depositRepository.contactOf(ctx.db, input.userId);
    if (!contact) return;
    const currency = input.facts.product.currency as CurrencyCode;
    await ctx.mail.send(
      depositReceivedEmail({
        to: contact.email,
        name: contact.name,
        productName: input.facts.product.name,
        symbol: currencySymbols[currency],
        amount: input.deposit.amount,
        operationNumber: input.deposit.operationNumber,
        link: `${ctx.config.publicUrl}/portafolio/movimientos`,
      }),
    );
  } catch (error) {
    log.error({ err: error, onboardingId: input.facts.row.id }, 'deposit received e-mail not sent');
  }
}
