import { currencySymbols, DomainError, type RescueView } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { referenceRepository } from '../../catalogue/index.ts';
import { rescuesRepository, type RescueRow, type RescueWithNames } from './rescues.repository.ts';

export const rescueNotFound = () => new DomainError('NOT_FOUND', 'No encontramos la solicitud de rescate.');

/** Only the last four digits of the account: enough to recognise it, nothing to copy. */
const masked = (accountNumber: string) => `•••• ${accountNumber.slice(-4)}`;

/**
 * Stored rescues as answers, with the bank's name from the parameter lists. Reads through `db`, the
 * caller's transaction when there is one (PGlite has one connection: a read beside it would wait).
 */
export async function rescueViews(db: Db, rows: RescueWithNames[]): Promise<RescueView[]> {
  const groups = await referenceRepository.parameterGroups(db, ['bank']);
  const banks = new Map((groups.get('bank') ?? []).map((o) => [o.key, o.text]));
  return rescueViewsOf(rows.map((row) => ({ ...row, bankName: banks.get(row.bank) ?? row.bank })));
}

/** Rescues as answers, each with its product's name and the paid account's bank name and number. */
export function rescueViewsOf(
  rows: Array<{ rescue: RescueRow; productName: string; bankName: string; accountNumber: string }>,
): RescueView[] {
  return rows.map(({ rescue: r, productName, bankName, accountNumber }) => {
    const currency = r.currency;
    return {
      id: r.id,
      productId: r.productId,
      productName,
      currency: { code: currency, symbol: currencySymbols[currency] },
      quotas: r.quotas,
      quotaValue: r.quotaValue,
      quotaValueDate: r.quotaValueDate,
      amount: r.amount,
      status: r.status,
      bankAccount: {
        id: r.bankAccountId,
        bankName,
        accountNumber: masked(accountNumber),
      },
      requestedAt: r.requestedAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      rejectionReason: r.rejectionReason,
    };
  });
}

/** One rescue's answer, read in `db`. */
export async function readRescueView(db: Db, id: string): Promise<RescueView> {
  const found = await rescuesRepository.findWithNames(db, id);
  if (!found) throw rescueNotFound();
  const [view] = await rescueViews(db, [found]);
  return view!;
}
