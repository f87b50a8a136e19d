import type { CalculatorRegisterRequest } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { calculations, type CalculatorAudience } from '../../../db/schema.ts';

export type { CalculatorAudience } from '../../../db/schema.ts';

/** Keeps one simulation a person ran, for the commercial team's follow-up (requirements R7 calculator). */
export async function recordCalculation(
  ctx: AppContext,
  userId: string | null,
  audience: CalculatorAudience,
  input: CalculatorRegisterRequest,
) {
  const [row] = await ctx.db
    .insert(calculations)
    .values({
      userId,
      audience,
      source: input.source,
      currency: input.currency,
      amount: input.amount,
      months: input.months,
    })
    .returning({ id: calculations.id });
  return { id: row?.id ?? '' };
}
