import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/validate-token-password: empty body, the link's token in `token-change-password`. */
export const postValidateTokenPassword = (token: string) =>
  apiRequest<{ valid: true; email: string }>('/api/auth/validate-token-password', {
    method: 'POST',
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
