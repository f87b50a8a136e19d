import { backOfficeEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/admin/home/queues: what waits for the caller's support and compliance roles. */
export const useWorkQueues = () =>
  useQuery({
    queryKey: ['admin', 'home-queues'],
    queryFn: () => callEndpoint(backOfficeEndpoints.getWorkQueues, { silent: true }),
    retry: false,
    refetchOnMount: 'always',
  });
