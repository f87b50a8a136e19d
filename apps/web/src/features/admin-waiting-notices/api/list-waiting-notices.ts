import { customersEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export const adminWaitingNoticesKey = ['admin', 'waiting-notices'] as const;

/** GET /api/admin/waiting-notices: each waiting text, where it is shown, its default and whether it was changed. */
export const useAdminWaitingNotices = () =>
  useQuery({
    queryKey: adminWaitingNoticesKey,
    queryFn: () => callEndpoint(customersEndpoints.listAdminWaitingNotices),
  });
