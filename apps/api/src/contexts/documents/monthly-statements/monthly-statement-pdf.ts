import type { AppContext } from '../../../context.ts';
import { renderPeriodStatement } from '../statements/render-period-statement.ts';

/**
 * The PDF of one investor's statement of a month (`from`..`to`, Lima days) for the monthly job: the
 * period statement, with the month's opening and closing balances, the one the screen downloads.
 */
export function renderMonthlyStatement(
  ctx: AppContext,
  input: { userId: string; from: string; to: string },
): Promise<Uint8Array> {
  return renderPeriodStatement(ctx, input);
}
