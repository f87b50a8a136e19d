import { customersEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export const payoutAccountKey = (productId: string | null) =>
  ['portfolio', 'payout-account', productId] as const;

/** GET /api/portfolio/{id}/bank-account: where the fund's rescues and earnings are paid. */
export const usePayoutAccount = (productId: string | null) =>
  useQuery({
    queryKey: payoutAccountKey(productId),
    queryFn: () => callEndpoint(customersEndpoints.getPayoutAccount, { params: { id: productId ?? '' } }),
    enabled: productId !== null,
  });
