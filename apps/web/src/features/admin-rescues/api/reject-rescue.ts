import { portfolioEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/admin/rescues/{id}/reject with the reason the investor will read. */
export const rejectRescue = ({ id, reason, key }: { id: string; reason: string; key: string }) =>
  callEndpoint(portfolioEndpoints.rejectRescue, { params: { id }, body: { reason }, idempotencyKey: key });
