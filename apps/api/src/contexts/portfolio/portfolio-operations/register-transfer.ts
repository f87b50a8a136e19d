import { randomUUID } from 'node:crypto';
import {
  amountForQuotas,
  currencySymbols,
  DomainError,
  formatCurrency,
  formatQuotas,
  limaDate,
  toQuotaString,
  transferLegs,
  type TransferRequestBody,
  type TransferView,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { tellInvestor } from '../../customers/index.ts';
import { readPosition } from '../../ledger/index.ts';
import { postJournal } from '../../ledger/index.ts';
import { withIdempotency } from '../../ledger/index.ts';
import { recordMovement } from '../../ledger/index.ts';
import { onboardingRepository } from '../../customers/index.ts';
import { consumeOneTimeCode } from '../../customers/index.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { portfolioOperationsRepository } from './portfolio-operations.repository.ts';
import { transferQuotaAt } from './transfer-quota.ts';
import { transferReceivedEmail } from './transfer-received-email.ts';

export const TRANSFER_SCOPE = 'POST /api/portfolio/movements/registerTransfer';

/** One answer for every recipient that cannot receive, so the call never tells who is a client. */
const NO_RECIPIENT =
  'No encontramos un partícipe con ese documento y correo. Verifica los datos con la persona que recibirá las cuotas.';

const masked = (document: string) => `${'•'.repeat(Math.max(0, document.length - 3))}${document.slice(-3)}`;

/**
 * POST /api/portfolio/movements/registerTransfer (docs/business-rules.md, "Transfer"): quotas of one
 * fund pass from the caller's position to another participant's, confirmed with an e-mailed code,
 * in one TRANSFER journal transaction with a movement on each side, and an alert and an e-mail for
 * the recipient.
 * A refusal writes nothing (a wrong code is still counted against its tries). Takes an Idempotency-Key.
 */
export function registerTransfer(
  ctx: AppContext,
  input: { userId: string; body: TransferRequestBody; idempotencyKey: string | undefined },
) {
  return withIdempotency<TransferView>(
    ctx,
    { callerId: input.userId, key: input.idempotencyKey, scope: TRANSFER_SCOPE, body: input.body },
    (tx) => transferInTransaction(ctx, tx, input.userId, input.body),
  );
}

async function transferInTransaction(
  ctx: AppContext,
  tx: Db,
  userId: string,
  body: TransferRequestBody,
): Promise<{ status: number; data: TransferView }> {
  const now = ctx.now();
  const product = await productsRepository.findById(tx, body.productId);
  const position = product && (await readPosition(tx, userId, product.id));
  if (!product || !position?.holds) throw new DomainError('NOT_FOUND', 'No tienes cuotas de este fondo.');
  const available = new Decimal(position.availableQuotas);
  const quotas = toQuotaString(body.quotas);
  if (new Decimal(quotas).lte(0))
    throw new DomainError('CONFLICT', 'Ingresa una cantidad mayor a cero para transferir.');
  if (new Decimal(quotas).gt(available))
    throw new DomainError(
      'CONFLICT',
      available.lte(0)
        ? 'No tienes cuotas disponibles para transferir en este fondo.'
        : `No tienes cuotas suficientes: puedes transferir hasta ${formatQuotas(toQuotaString(available))} cuotas.`,
    );

  const { recipient: asked } = body;
  const recipient = await portfolioOperationsRepository.findByDocument(
    tx,
    asked.documentType,
    asked.documentNumber,
  );
  if (
    !recipient ||
    recipient.email.toLowerCase() !== asked.email.toLowerCase() ||
    recipient.profile !== 'PARTICIPE' ||
    recipient.disabledAt !== null ||
    (await onboardingRepository.isRestricted(tx, asked.documentType, asked.documentNumber))
  )
    throw new DomainError('NOT_FOUND', NO_RECIPIENT);
  if (recipient.id === userId) throw new DomainError('CONFLICT', 'No puedes transferirte cuotas a ti mismo.');

  const { applicableDay, quota } = await transferQuotaAt(tx, product.id, now);
  if (!(await consumeOneTimeCode(ctx, tx, userId, 'QUOTA_TRANSFER', body.code))) {
    const message = 'El código no es válido o ya venció. Solicita uno nuevo.';
    throw new DomainError('VALIDATION_ERROR', message, [{ field: 'code', message }]);
  }

  const currency = product.currency;
  const id = randomUUID();
  const reference = `transfer:${id}`;
  // The ledger re-checks the available quotas under its locks: a request that raced this one loses.
  await postJournal(tx, {
    kind: 'TRANSFER',
    reference,
    parties: { userId, productId: product.id, currency },
    counterparty: { userId: recipient.id, productId: product.id, currency },
    legs: transferLegs(quotas),
    actorUserId: userId,
    at: now,
    memo: { quotas, quotaValue: quota.value, applicableDay },
  });
  const value = amountForQuotas(quotas, quota.value);
  const movement = {
    productId: product.id,
    type: 'TRANSFER' as const,
    status: 'APPROVED' as const,
    amount: value,
    quotaValue: quota.value,
    operationDate: limaDate(now),
  };
  await recordMovement(tx, { ...movement, userId, quotas: `-${quotas}`, key: `${reference}:from` });
  await recordMovement(tx, { ...movement, userId: recipient.id, quotas, key: `${reference}:to` });
  ctx.live.publish(tx, { kind: 'quotas-received', to: [recipient.id] });
  const shownQuotas = formatQuotas(quotas);
  await tellInvestor(ctx, tx, {
    userId: recipient.id,
    alert: {
      kind: 'TRANSFER_RECEIVED',
      title: 'Recibiste cuotas',
      message: `Recibiste ${shownQuotas} cuotas de ${product.name}.`,
      link: '/portafolio/movimientos',
    },
    mail: (to) =>
      transferReceivedEmail({
        to: to.email,
        name: to.name,
        productName: product.name,
        quotas: shownQuotas,
        value: formatCurrency(value, currency),
        link: `${ctx.config.publicUrl}/portafolio/movimientos`,
      }),
  });

  return {
    status: 201,
    data: {
      id,
      productId: product.id,
      productName: product.name,
      currency: { code: currency, symbol: currencySymbols[currency] },
      quotas,
      quotaValue: toQuotaString(quota.value),
      quotaValueDate: quota.valueDate,
      value,
      recipient: {
        name: `${recipient.name.split(' ')[0] ?? ''} ${recipient.lastName.charAt(0)}.`.trim(),
        documentNumber: masked(asked.documentNumber),
      },
      executedAt: now.toISOString(),
    },
  };
}
