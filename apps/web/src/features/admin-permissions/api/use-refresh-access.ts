import { useQueryClient } from '@tanstack/react-query';
import { sidebarQueryOptions } from '../../../lib/session-api/sidebar';
import { adminPermissionsKey } from './keys';

/** After a permission write: the lists, and the caller's own access and menu (their profile may have changed). */
export function useRefreshAccess() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminPermissionsKey });
    void client.invalidateQueries({ queryKey: ['admin', 'me'] });
    void client.invalidateQueries({ queryKey: sidebarQueryOptions().queryKey });
  };
}
