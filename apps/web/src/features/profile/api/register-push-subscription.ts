import { identityEndpoints, type PushSubscriptionInput } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { devicesKey } from './list-devices';

/** PUT /api/user/devices/current/push-subscription: this browser's subscription; push goes on here. */
export const registerPushSubscription = (subscription: PushSubscriptionInput) =>
  callEndpoint(identityEndpoints.registerPushSubscription, {
    body: { subscription },
    withFirebaseToken: true,
  });

export function useRegisterPushSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerPushSubscription,
    onSuccess: () => void client.invalidateQueries({ queryKey: devicesKey }),
  });
}
