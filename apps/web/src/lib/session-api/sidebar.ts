import { customersEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';
import { useHasSession } from '../session';

/** GET /api/user/sidebar: the menu entries this user may see (requirements R3: name, active, subOption). */
export const fetchSidebar = () => callEndpoint(customersEndpoints.getSidebar);

export const sidebarQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'sidebar'], queryFn: fetchSidebar, staleTime: 5 * 60_000 });

export function useSidebarEntries() {
  const loggedIn = useHasSession();
  return useQuery({ ...sidebarQueryOptions(), enabled: loggedIn });
}
