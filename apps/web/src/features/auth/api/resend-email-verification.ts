import { useMutation } from '@tanstack/react-query';
import { identityEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/auth/resend-email-verification {email}. */
export const postResendEmailVerification = (email: string) =>
  callEndpoint(identityEndpoints.resendEmailVerification, { body: { email } });

export const useResendEmailVerification = () => useMutation({ mutationFn: postResendEmailVerification });
