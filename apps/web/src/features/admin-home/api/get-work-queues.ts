import type { AdminWorkQueues } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/home/queues: what waits for the caller's support and compliance roles. */
export const useWorkQueues = () =>
  useQuery({
    queryKey: ['admin', 'home-queues'],
    queryFn: () => apiRequest<AdminWorkQueues>('/api/admin/home/queues', { silent: true }),
    retry: false,
    refetchOnMount: 'always',
  });
