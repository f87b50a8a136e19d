import { portfolioEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { rescueKeys } from '../../../lib/portfolio-api/rescue-keys';

/** GET /api/rescues/pendings: the caller's requests waiting to be paid, oldest first. */
export const usePendingRescues = () =>
  useQuery({
    queryKey: rescueKeys.pending,
    queryFn: () => callEndpoint(portfolioEndpoints.listPendingRescues),
  });
