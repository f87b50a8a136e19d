import { backOfficeEndpoints, type AdminUserDisableRequest } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/admin/user/disabled: disables the account (sessions end) or enables it again. */
export const setUserDisabled = (body: AdminUserDisableRequest) =>
  callEndpoint(backOfficeEndpoints.setUserDisabled, { body, silent: true });
