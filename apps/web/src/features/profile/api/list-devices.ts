import { identityEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export const devicesKey = ['identity', 'devices'] as const;

/**
 * GET /api/user/devices: her devices and push on each. The device token goes along so the API marks
 * this one; silent, since the panel says itself when the list cannot be read.
 */
export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: devicesKey,
    queryFn: () => callEndpoint(identityEndpoints.listMyDevices, { withFirebaseToken: true, silent: true }),
  });

export const useDevices = () => useQuery(devicesQueryOptions());
