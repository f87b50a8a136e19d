import { customersEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/portfolio/{id}/investment-reports: what the team published for the investor about a fund. */
export const useInvestmentReports = (productId: string) =>
  useQuery({
    queryKey: ['portfolio', 'investment-reports', productId],
    queryFn: () => callEndpoint(customersEndpoints.listInvestmentReports, { params: { id: productId } }),
  });
