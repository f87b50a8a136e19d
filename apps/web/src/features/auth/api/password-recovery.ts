import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/password/recovery {email}: mails a reset link; the answer is the same for any address. */
export const postPasswordRecovery = (email: string) =>
  apiRequest<{ message: string }>('/api/password/recovery', { method: 'POST', body: { email } });

export const usePasswordRecovery = () => useMutation({ mutationFn: postPasswordRecovery });
