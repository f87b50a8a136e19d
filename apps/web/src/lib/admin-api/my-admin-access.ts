import type { MyAdminAccess, Permission } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export const myAdminAccessKey = ['admin', 'my-access'] as const;

/** GET /api/admin/permissions/me: the caller's admin profile and permissions (the server still checks each call). */
export const useMyAdminAccess = () =>
  useQuery({
    queryKey: myAdminAccessKey,
    queryFn: () => apiRequest<MyAdminAccess>('/api/admin/permissions/me'),
    staleTime: 60_000,
  });

/** Whether the back office should offer what needs this permission (false while unknown). */
export function useCan(permission: Permission): boolean {
  return useMyAdminAccess().data?.permissions.includes(permission) ?? false;
}
