import type { CalculatorRegisterRequest } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/calculator/register-participant: the same record for a PARTICIPE. Fire-and-forget, like
 * the customers' call.
 */
export function registerParticipantCalculation(body: CalculatorRegisterRequest): void {
  apiRequest('/api/calculator/register-participant', { method: 'POST', body, silent: true }).catch(() => {});
}
