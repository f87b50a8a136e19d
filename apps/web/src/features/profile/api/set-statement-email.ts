import { documentsEndpoints } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { statementEmailKey } from './statement-email';

/** PUT /api/profile/statement-email: the monthly statement's e-mail on or off. */
export const setStatementEmail = (monthlyEmail: boolean) =>
  callEndpoint(documentsEndpoints.setStatementEmail, { body: { monthlyEmail } });

export function useSetStatementEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setStatementEmail,
    onSuccess: (setting) => client.setQueryData(statementEmailKey, setting),
  });
}
