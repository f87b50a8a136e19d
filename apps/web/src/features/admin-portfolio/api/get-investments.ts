import { backOfficeEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminPortfolioKey } from './keys';

/** GET /api/admin/portfolio/{userId}/investments: the investor and the funds they hold. */
export const useInvestorInvestments = (userId: string | null) =>
  useQuery({
    queryKey: [...adminPortfolioKey, userId, 'investments'],
    queryFn: () =>
      callEndpoint(backOfficeEndpoints.listInvestorInvestments, { params: { userId: userId ?? '' } }),
    enabled: userId !== null,
  });
