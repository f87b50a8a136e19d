import { portfolioEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/**
 * GET /api/portfolio/resume-investments: per currency, the cost of the quotas held, the gain and the
 * annual return over every fund (the same computation as each fund's page).
 */
export const useInvestmentsResume = () =>
  useQuery({
    queryKey: ['portfolio', 'resume-investments'],
    queryFn: () => callEndpoint(portfolioEndpoints.resumeInvestments),
  });
