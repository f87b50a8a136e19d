import { identityEndpoints, type RegisterRequest } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export interface RegisterResult {
  id: string;
  email: string;
  message: string;
}

/** POST /api/auth/register: creates the account and sends the verification e-mail. */
export const postRegister = (body: RegisterRequest): Promise<RegisterResult> =>
  callEndpoint(identityEndpoints.registerUser, { body, withFirebaseToken: true });

export const useRegister = () => useMutation({ mutationFn: postRegister });
