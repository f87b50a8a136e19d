import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/resend-email-verification {email}. */
export const postResendEmailVerification = (email: string) =>
  apiRequest<{ message: string }>('/api/auth/resend-email-verification', { method: 'POST', body: { email } });

export const useResendEmailVerification = () => useMutation({ mutationFn: postResendEmailVerification });
