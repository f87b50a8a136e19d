import { portfolioEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { rescueKeys } from '../../../lib/portfolio-api/rescue-keys';

/** GET /api/rescues/can-rescue: each fund held, with what may be rescued from it now. */
export const useCanRescue = () =>
  useQuery({
    queryKey: rescueKeys.canRescue,
    queryFn: () => callEndpoint(portfolioEndpoints.getCanRescue),
  });
