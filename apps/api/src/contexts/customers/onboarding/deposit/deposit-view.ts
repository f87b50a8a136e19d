import { currencySymbols, DEPOSIT_MAX_FILES, type DepositDetails, type DepositView } from '@invierte/domain';
import type { Db } from '../../../../db/client.ts';
import type { OnboardingFacts } from '../onboarding-view.ts';
import { onboardingRepository } from '../onboarding.repository.ts';
import { depositRepository, type VoucherRow } from './deposit.repository.ts';

/** The onboarding part that holds the registered transfer (onboarding_parts, part 'deposit'). */
export const DEPOSIT_PART = 'deposit';

export type StoredDeposit = DepositDetails & { bankName: string; registeredAt: string };

export const voucherOf = (v: VoucherRow) => ({
  id: v.id,
  fileName: v.fileName,
  contentType: v.contentType,
  size: v.size,
  createdAt: v.createdAt.toISOString(),
});

/** The deposit screen's answer: what to transfer, where, and what was already registered. */
export async function depositViewOf(db: Db, facts: OnboardingFacts): Promise<DepositView> {
  const { row, parts, product } = facts;
  const [accounts, vouchers, depositPart] = await Promise.all([
    depositRepository.fundAccounts(db, product.id),
    depositRepository.listVouchers(db, row.id),
    onboardingRepository
      .listParts(db, row.id)
      .then((all) => all.find((p) => p.part === DEPOSIT_PART)?.data as StoredDeposit | undefined),
  ]);
  const currency = product.currency;
  const amount = parts.get('investment')?.amount;
  const state = row.state;
  return {
    onboardingId: row.id,
    state,
    product: {
      id: product.id,
      name: product.name,
      currency: { code: currency, symbol: currencySymbols[currency] },
    },
    amount: typeof amount === 'string' ? amount : null,
    accounts: accounts.map((a) => ({
      bank: a.bank,
      currency,
      accountNumber: a.accountNumber,
      cci: a.cci,
      holder: a.holder,
    })),
    deposit: depositPart ?? null,
    vouchers: vouchers.map(voucherOf),
    canRegister: state === 'PENDING_DEPOSIT',
    canAddVouchers: state === 'IN_VERIFICATION' && vouchers.length < DEPOSIT_MAX_FILES,
  };
}
