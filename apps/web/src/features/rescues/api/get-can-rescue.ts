import type { CanRescue } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rescueKeys } from '../../../lib/portfolio-api/rescue-keys';

/** GET /api/rescues/can-rescue: each fund held, with what may be rescued from it now. */
export const useCanRescue = () =>
  useQuery({
    queryKey: rescueKeys.canRescue,
    queryFn: () => apiRequest<CanRescue>('/api/rescues/can-rescue'),
  });
