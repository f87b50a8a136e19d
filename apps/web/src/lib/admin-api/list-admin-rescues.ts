import { portfolioEndpoints, type RescueStatus } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

export const adminRescuesKey = ['admin', 'rescues'] as const;

/** GET /api/admin/rescues[?status]: every investor's rescues, newest first. */
export const useAdminRescues = (status: RescueStatus | null) =>
  useQuery({
    queryKey: [...adminRescuesKey, status ?? 'ALL'],
    queryFn: () =>
      callEndpoint(portfolioEndpoints.listAdminRescues, { query: { status: status ?? undefined } }),
    // A work list: read again on every visit or tab change, not kept for the app's usual 30 s (a
    // request made meanwhile was missing from "Pendientes" when operations came back to it).
    staleTime: 0,
  });
