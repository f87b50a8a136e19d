import { identityEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { NewPasswordBody } from './create-password';

/** PATCH /api/password/change {password, confirmPassword}: the link's token as the bearer. */
export const patchChangePassword = (token: string, body: NewPasswordBody) =>
  callEndpoint(identityEndpoints.changePassword, { body, bearer: token });
