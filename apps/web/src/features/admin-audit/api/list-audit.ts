import { isBackwardRange, type AuditPage } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const AUDIT_PAGE_SIZE = 20;

export interface AuditFilters {
  entity?: string;
  from?: string;
  to?: string;
  page: number;
}

/**
 * GET /api/admin/audit: the back office's writes, newest first, filtered and paged. A backwards date
 * range is not asked (the date fields say what is wrong).
 */
export function useAuditLog(filters: AuditFilters) {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(AUDIT_PAGE_SIZE) });
  for (const key of ['entity', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  return useQuery({
    queryKey: ['admin', 'audit', query.toString()],
    queryFn: () => apiRequest<AuditPage>(`/api/admin/audit?${query.toString()}`),
    placeholderData: keepPreviousData,
    enabled: !isBackwardRange(filters.from, filters.to),
  });
}
