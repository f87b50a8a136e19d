import { depositChecks, limaDate } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { depositRepository } from '../onboarding/deposit/deposit.repository.ts';
import { onboardingRepository } from '../onboarding/onboarding.repository.ts';
import { reviewRepository } from './review.repository.ts';
import { loadForReview } from './review-view.ts';

const limaDateTime = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Lima',
});

/**
 * GET checking/{id}: what a reviewer confirms before deciding, computed from the stored facts: the
 * restricted list, a signed contract whose hash matches, vouchers present, and the registered
 * transfer against the request (`depositChecks`: amount, currency, bank and day).
 */
export async function getReviewChecking(ctx: AppContext, id: string) {
  const found = await loadForReview(ctx.db, id);
  const { documentType, documentNumber } = found.user;
  const [parts, signatures, vouchers, restricted] = await Promise.all([
    onboardingRepository.listParts(ctx.db, id),
    reviewRepository.signatures(ctx.db, id),
    reviewRepository.files(ctx.db, id, ['VOUCHER']),
    documentType && documentNumber
      ? onboardingRepository.isRestricted(ctx.db, documentType, documentNumber)
      : Promise.resolve(false),
  ]);
  const part = (name: string) => parts.find((p) => p.part === name)?.data;
  const deposit = part('deposit') as
    { amount?: string; bank?: string; bankName?: string; transferDate?: string } | undefined;
  const investment = part('investment') as { amount?: string } | undefined;
  const bankAccount = part('bankAccount') as { bank?: string; currency?: string } | undefined;
  const signed = signatures.find((s) => s.status === 'SIGNED');
  const liveVouchers = vouchers.filter((v) => !v.removedAt).length;
  const accountBankName =
    bankAccount?.bank === undefined ? undefined : await depositRepository.bankName(ctx.db, bankAccount.bank);
  const transfer =
    deposit?.amount !== undefined && deposit.bank !== undefined && deposit.transferDate !== undefined
      ? {
          amount: deposit.amount,
          bank: deposit.bank,
          bankName: deposit.bankName ?? deposit.bank,
          transferDate: deposit.transferDate,
        }
      : undefined;
  const account =
    bankAccount?.bank !== undefined && bankAccount.currency !== undefined
      ? {
          bank: bankAccount.bank,
          bankName: accountBankName ?? bankAccount.bank,
          currency: bankAccount.currency,
        }
      : undefined;
  return {
    _id: id,
    state: found.row.state,
    checks: [
      {
        key: 'restricted-list',
        label: 'Documento fuera de la lista restringida',
        ok: !restricted,
        detail: restricted ? 'El documento está en la lista restringida.' : 'Sin coincidencias.',
      },
      {
        key: 'contract-signed',
        label: 'Contrato firmado',
        ok: Boolean(signed),
        detail: signed
          ? `Firmado el ${signed.signedAt ? `${limaDateTime.format(signed.signedAt)} (hora de Lima)` : '—'}; huella SHA-256 ${signed.contractSha256}.`
          : 'Sin firma registrada.',
      },
      {
        key: 'vouchers',
        label: 'Comprobantes de la transferencia',
        ok: liveVouchers > 0,
        detail:
          liveVouchers === 0
            ? 'Sin comprobantes.'
            : `${liveVouchers} ${liveVouchers === 1 ? 'comprobante' : 'comprobantes'}: ábrelos en «Documentos».`,
      },
      ...depositChecks({
        currency: found.product.currency,
        investmentAmount: investment?.amount,
        transfer,
        account,
        createdOn: limaDate(found.row.createdAt),
        signedOn: signed?.signedAt ? limaDate(signed.signedAt) : null,
        today: limaDate(ctx.now()),
      }),
    ],
  };
}
