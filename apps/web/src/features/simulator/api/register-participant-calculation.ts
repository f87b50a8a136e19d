import { catalogueEndpoints, type CalculatorRegisterRequest } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /api/calculator/register-participant: the same record for a PARTICIPE. Fire-and-forget, like
 * the customers' call.
 */
export function registerParticipantCalculation(body: CalculatorRegisterRequest): void {
  callEndpoint(catalogueEndpoints.registerParticipantCalculation, { body, silent: true }).catch(() => {});
}
