import { portfolioEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /api/admin/rescues/{id}/settle: operations paid it. The key is the caller's, kept per rescue
 * for the life of the dialog, so a retried batch never pays twice.
 */
export const settleRescue = ({ id, key }: { id: string; key: string }) =>
  callEndpoint(portfolioEndpoints.settleRescue, { params: { id }, idempotencyKey: key, silent: true });
