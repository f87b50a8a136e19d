import type { AuditVerification } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/audit/verify, asked for by a button: it walks the whole chain. */
export const useVerifyAudit = () =>
  useMutation({ mutationFn: () => apiRequest<AuditVerification>('/api/admin/audit/verify') });
