import { backOfficeEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminPortfolioKey } from './keys';

/** GET /api/admin/portfolio/{userId}/resume: the total in soles and the rate it used. */
export const useInvestorResume = (userId: string | null) =>
  useQuery({
    queryKey: [...adminPortfolioKey, userId, 'resume'],
    queryFn: () => callEndpoint(backOfficeEndpoints.getInvestorResume, { params: { userId: userId ?? '' } }),
    enabled: userId !== null,
  });
