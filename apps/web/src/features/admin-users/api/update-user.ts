import type { AdminUserItem, AdminUserUpdateRequest } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/user/update: corrects names, e-mail, profile or the affluent flag. */
export const updateUser = (body: AdminUserUpdateRequest) =>
  apiRequest<AdminUserItem>('/api/admin/user/update', { method: 'POST', body, silent: true });
