import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteEndpoints } from '@invierte/domain';
import { callEndpoint } from '../call-endpoint';
import { storageKeys } from '../storage-keys';

/**
 * GET /api/customer-support/next-operator: the adviser whose scheduling link the welcoming dialog
 * opens. The answer is kept under operatorData (requirements R1, R3), so the API is asked only when it is
 * missing. Lives in lib because the shell's welcoming dialog uses it.
 */
export interface OperatorData {
  name?: string;
  calendy: string;
}

export function readOperatorData(): OperatorData | null {
  try {
    const data = JSON.parse(localStorage.getItem(storageKeys.operatorData) ?? 'null') as OperatorData | null;
    return data?.calendy ? data : null;
  } catch {
    return null;
  }
}

export async function fetchNextOperator(): Promise<OperatorData> {
  const stored = readOperatorData();
  if (stored) return stored;
  // silent: without an adviser the dialog just hides its button.
  const operator = await callEndpoint(siteEndpoints.getNextOperator, { silent: true });
  localStorage.setItem(storageKeys.operatorData, JSON.stringify(operator));
  return operator;
}

export const nextOperatorQueryOptions = () =>
  queryOptions({
    queryKey: ['customer-support', 'next-operator'],
    queryFn: fetchNextOperator,
    staleTime: Infinity,
  });

/** The adviser's scheduling link, fetched once `enabled` (e.g. when the welcoming dialog opens). */
export function useAdvisorUrl(enabled: boolean): string | undefined {
  const { data } = useQuery({ ...nextOperatorQueryOptions(), enabled, retry: false });
  return data?.calendy;
}
