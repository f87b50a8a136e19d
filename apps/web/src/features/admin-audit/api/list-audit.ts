import { auditEndpoints, isBackwardRange } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryString } from '../../../lib/call-endpoint';

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
  // An empty filter is not asked for.
  const query = {
    page: filters.page,
    limit: AUDIT_PAGE_SIZE,
    entity: filters.entity || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  return useQuery({
    queryKey: ['admin', 'audit', queryString(query).slice(1)],
    queryFn: () => callEndpoint(auditEndpoints.listAuditLog, { query }),
    placeholderData: keepPreviousData,
    enabled: !isBackwardRange(filters.from, filters.to),
  });
}
