import { queryOptions } from '@tanstack/react-query';
import { identityEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/auth/validate-token-password: empty body, the link's token in `token-change-password`. */
export const postValidateTokenPassword = (token: string) =>
  callEndpoint(identityEndpoints.validateResetToken, {
    skipAuth: true,
    headers: { 'token-change-password': token },
  });

/** A query so the check runs once per token however often the page renders; never retried. */
export const validateTokenPasswordQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-token', token],
    queryFn: () => postValidateTokenPassword(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
