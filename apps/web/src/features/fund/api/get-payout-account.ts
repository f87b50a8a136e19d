import type { PayoutAccount } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const payoutAccountKey = (productId: string | null) =>
  ['portfolio', 'payout-account', productId] as const;

/** GET /api/portfolio/{id}/bank-account: where the fund's rescues and earnings are paid. */
export const usePayoutAccount = (productId: string | null) =>
  useQuery({
    queryKey: payoutAccountKey(productId),
    queryFn: () =>
      apiRequest<PayoutAccount>(`/api/portfolio/${encodeURIComponent(productId ?? '')}/bank-account`),
    enabled: productId !== null,
  });
