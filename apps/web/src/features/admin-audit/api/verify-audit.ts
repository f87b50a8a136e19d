import { auditEndpoints } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/admin/audit/verify, asked for by a button: it walks the whole chain. */
export const useVerifyAudit = () =>
  useMutation({ mutationFn: () => callEndpoint(auditEndpoints.verifyAuditLog) });
