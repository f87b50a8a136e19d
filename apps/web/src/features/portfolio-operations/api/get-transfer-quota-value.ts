import { portfolioEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * GET /api/portfolio/movements/transferQuotaValue: the quota value, and its day, that a transfer of
 * this fund is recorded at now — the one figure the form, the confirmation and the receipt name.
 */
export function useTransferQuotaValue(productId: string) {
  return useQuery({
    queryKey: ['transfer', 'quota-value', productId],
    queryFn: () =>
      callEndpoint(portfolioEndpoints.getTransferQuotaValue, { query: { productId }, silent: true }),
    retry: false,
  });
}
