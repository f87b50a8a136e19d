import { catalogueEndpoints, type CalculatorRegisterRequest } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /api/calculator/register: records a customer's calculation (source, currency, amount, months).
 * Fire-and-forget: silent, and its failure never reaches the person, whose result is already shown.
 */
export function registerCalculation(body: CalculatorRegisterRequest): void {
  callEndpoint(catalogueEndpoints.registerCalculation, { body, silent: true }).catch(() => {});
}
