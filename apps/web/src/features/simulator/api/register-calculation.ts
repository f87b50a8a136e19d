import type { CalculatorRegisterRequest } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/calculator/register: records a customer's calculation (source, currency, amount, months).
 * Fire-and-forget: silent, and its failure never reaches the person, whose result is already shown.
 */
export function registerCalculation(body: CalculatorRegisterRequest): void {
  apiRequest('/api/calculator/register', { method: 'POST', body, silent: true }).catch(() => {});
}
