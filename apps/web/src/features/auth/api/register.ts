import type { RegisterRequest } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface RegisterResult {
  id: string;
  email: string;
  message: string;
}

/** POST /api/auth/register: creates the account and sends the verification e-mail. */
export const postRegister = (body: RegisterRequest) =>
  apiRequest<RegisterResult>('/api/auth/register', { method: 'POST', body, withFirebaseToken: true });

export const useRegister = () => useMutation({ mutationFn: postRegister });
