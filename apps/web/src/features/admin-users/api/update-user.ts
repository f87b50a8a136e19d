import { backOfficeEndpoints, type AdminUserUpdateRequest } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/admin/user/update: corrects names, e-mail, profile or the affluent flag. */
export const updateUser = (body: AdminUserUpdateRequest) =>
  callEndpoint(backOfficeEndpoints.updateUser, { body, silent: true });
