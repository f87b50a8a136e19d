import { apiRequest } from '../../../lib/api-client';
import type { NewPasswordBody } from './create-password';

/** PATCH /api/password/change {password, confirmPassword}: the link's token as the bearer. */
export const patchChangePassword = (token: string, body: NewPasswordBody) =>
  apiRequest<{ message: string }>('/api/password/change', { method: 'PATCH', body, bearer: token });
