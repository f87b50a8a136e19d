import type { RescueView } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rescueKeys } from '../../../lib/portfolio-api/rescue-keys';

/** GET /api/rescues/pendings: the caller's requests waiting to be paid, oldest first. */
export const usePendingRescues = () =>
  useQuery({
    queryKey: rescueKeys.pending,
    queryFn: () => apiRequest<RescueView[]>('/api/rescues/pendings'),
  });
