import { customersEndpoints, type UserAlert } from '@invierte/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';
import { useLiveConnected } from '../live/live-status';

const alertsKey = ['user', 'alerts'] as const;

/**
 * GET /api/user/alert: the unseen alerts, read again when the live channel says one came, or every
 * minute while the channel is down (decision 0030).
 */
export const useAlerts = () => {
  const live = useLiveConnected();
  return useQuery({
    queryKey: alertsKey,
    queryFn: () => callEndpoint(customersEndpoints.listUserAlerts, { silent: true }),
    refetchInterval: live ? false : 60_000,
  });
};

/** PUT /api/user/alert/{id}: the alert was opened; it leaves the list at once. */
export function useMarkAlertViewed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(customersEndpoints.markUserAlertViewed, { params: { id }, silent: true }),
    onMutate: (id) =>
      client.setQueryData<UserAlert[]>(alertsKey, (alerts) => alerts?.filter((a) => a._id !== id)),
    onSettled: () => client.invalidateQueries({ queryKey: alertsKey }),
  });
}
