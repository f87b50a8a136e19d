import { formatMoney } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
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
 * restricted list, a signed contract whose hash matches, vouchers present, and the transferred
 * amount against the investment's.
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
  const deposit = part('deposit') as { amount?: string } | undefined;
  const investment = part('investment') as { amount?: string } | undefined;
  const signed = signatures.find((s) => s.status === 'SIGNED');
  const liveVouchers = vouchers.filter((v) => !v.removedAt);
  const amountsMatch =
    deposit?.amount !== undefined && investment?.amount !== undefined && deposit.amount === investment.amount;
  const money = (v: string | undefined) => (v === undefined ? '—' : formatMoney(v, { decimals: 2 }));
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
        ok: liveVouchers.length > 0,
        detail: `${liveVouchers.length} comprobante(s).`,
      },
      {
        key: 'amount',
        label: 'Monto transferido igual al de la inversión',
        ok: amountsMatch,
        detail: `Transferido ${money(deposit?.amount)}; inversión ${money(investment?.amount)}.`,
      },
    ],
  };
}
