import { useMutation } from '@tanstack/react-query';
import { identityEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/password/recovery {email}: mails a reset link; the answer is the same for any address. */
export const postPasswordRecovery = (email: string) =>
  callEndpoint(identityEndpoints.requestPasswordRecovery, { body: { email } });

export const usePasswordRecovery = () => useMutation({ mutationFn: postPasswordRecovery });
