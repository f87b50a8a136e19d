import type { AdminPortfolioResume } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminPortfolioKey } from './keys';

/** GET /api/admin/portfolio/{userId}/resume: the total in soles and the rate it used. */
export const useInvestorResume = (userId: string | null) =>
  useQuery({
    queryKey: [...adminPortfolioKey, userId, 'resume'],
    queryFn: () =>
      apiRequest<AdminPortfolioResume>(`/api/admin/portfolio/${encodeURIComponent(userId ?? '')}/resume`),
    enabled: userId !== null,
  });
