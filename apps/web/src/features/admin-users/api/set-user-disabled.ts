import type { AdminUserDisableRequest, AdminUserItem } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/user/disabled: disables the account (sessions end) or enables it again. */
export const setUserDisabled = (body: AdminUserDisableRequest) =>
  apiRequest<AdminUserItem>('/api/admin/user/disabled', { method: 'POST', body, silent: true });
