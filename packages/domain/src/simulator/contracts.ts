import { z } from 'zod';
import { currencyCodes } from '../contracts/products.ts';
import { moneyPatterns } from '../rules.ts';
import {
  findSimulatorTerm,
  parseSimulatorAmount,
  simulatorProduct,
  simulatorTermMonths,
  type SimulationInput,
} from './simulate.ts';

/**
 * The calculation record the simulator sends to `POST /api/calculator/register` and
 * `/register-participant` (requirements R3 "Calculator data sent", R7): source, currency, amount, months.
 */

/**
 * Every whole-month duration a simulator term has (terms in days over 30-day months): 1 (30 d),
 * 3, 6 (180 d), 9 (270 d), 12, 24, 36. contracts.test.ts checks it against the products' terms.
 */
export const calculatorMonthsValues = [1, 3, 6, 9, 12, 24, 36] as const;

/** A positive amount of money as a decimal string with at most 2 decimals (never a JS number). */
const calculatorAmount = z
  .string()
  .regex(moneyPatterns.amount, 'El monto debe ser un número con hasta 2 decimales.')
  .refine((value) => /[1-9]/.test(value), 'El monto debe ser mayor que cero.');

export const calculatorRegisterRequest = z.strictObject({
  source: z.literal('webapp'),
  currency: z.enum(currencyCodes),
  amount: calculatorAmount,
  months: z
    .number()
    .int()
    .refine(
      (m) => (calculatorMonthsValues as readonly number[]).includes(m),
      'Plazo no ofrecido por el simulador.',
    ),
});
export type CalculatorRegisterRequest = z.infer<typeof calculatorRegisterRequest>;

/** The record for one simulation; a RangeError for a product or term the simulator does not offer. */
export function calculatorRecordFor(input: SimulationInput): CalculatorRegisterRequest {
  const rule = simulatorProduct(input.product);
  const term = findSimulatorTerm(rule, input.term).term;
  if (!(currencyCodes as readonly string[]).includes(input.currency)) {
    throw new RangeError(`Unknown currency: ${String(input.currency)}`);
  }
  return {
    source: 'webapp',
    currency: input.currency,
    amount: parseSimulatorAmount(input.amount).toFixed(2),
    months: simulatorTermMonths(term),
  };
}
