import { identityEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** The body of both link-based password endpoints (domain schema `createPasswordRequest`). */
export interface NewPasswordBody {
  password: string;
  confirmPassword: string;
}

/** PATCH /api/password/create {password, confirmPassword}: the recovery link's token as the bearer. */
export const patchCreatePassword = (token: string, body: NewPasswordBody) =>
  callEndpoint(identityEndpoints.createPassword, { body, bearer: token });
