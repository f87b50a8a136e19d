import { documentsEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export const statementEmailKey = ['profile', 'statement-email'] as const;

/** GET /api/profile/statement-email: whether she receives the monthly statement by e-mail. */
export const statementEmailQueryOptions = () =>
  queryOptions({
    queryKey: statementEmailKey,
    queryFn: () => callEndpoint(documentsEndpoints.getStatementEmail),
  });

export const useStatementEmail = () => useQuery(statementEmailQueryOptions());
