import type { AdminPortfolioInvestments } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminPortfolioKey } from './keys';

/** GET /api/admin/portfolio/{userId}/investments: the investor and the funds they hold. */
export const useInvestorInvestments = (userId: string | null) =>
  useQuery({
    queryKey: [...adminPortfolioKey, userId, 'investments'],
    queryFn: () =>
      apiRequest<AdminPortfolioInvestments>(
        `/api/admin/portfolio/${encodeURIComponent(userId ?? '')}/investments`,
      ),
    enabled: userId !== null,
  });
