import { identityEndpoints } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { devicesKey } from './list-devices';

/** PATCH /api/user/devices/{deviceId}: push on or off on one of her devices. */
export const setDevicePush = ({ deviceId, pushOn }: { deviceId: string; pushOn: boolean }) =>
  callEndpoint(identityEndpoints.setDevicePush, {
    params: { deviceId },
    body: { pushOn },
    withFirebaseToken: true,
  });

export function useSetDevicePush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDevicePush,
    onSuccess: () => void client.invalidateQueries({ queryKey: devicesKey }),
  });
}
