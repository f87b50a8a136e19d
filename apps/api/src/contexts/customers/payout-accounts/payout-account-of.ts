import type { BankAccountRow } from '../customers/customers.repository.ts';
import type { Holding } from './payout-accounts.repository.ts';

/**
 * Where a holding is paid: the account chosen for it while that account is active, else the default
 * active account of its currency (docs/business-rules.md, "Payout account"); none when the customer
 * has no active account in that currency.
 */
export function payoutAccountOf(
  holding: Pick<Holding, 'bankAccountId' | 'currency'>,
  activeAccounts: BankAccountRow[],
): { source: 'ATTACHED' | 'DEFAULT'; account: BankAccountRow } | null {
  const attached = activeAccounts.find((a) => a.id === holding.bankAccountId);
  if (attached) return { source: 'ATTACHED', account: attached };
  const fallback =
    activeAccounts.find((a) => a.currency === holding.currency && a.isDefault) ??
    activeAccounts.find((a) => a.currency === holding.currency);
  return fallback ? { source: 'DEFAULT', account: fallback } : null;
}

/** The requirements R2 banner's target for a fund without a payout account. */
export const registerAccountPath = (h: Pick<Holding, 'productType' | 'currency'>) =>
  `/portafolio/${encodeURIComponent(h.productType)}/${h.currency}?deposit=1`;
