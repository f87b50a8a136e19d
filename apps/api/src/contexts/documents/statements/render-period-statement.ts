import type { AppContext } from '../../../context.ts';
import { collectPeriodStatementData } from './statement-data.ts';

/**
 * The investor's statement of the Lima days `from` to `to` as PDF bytes: her figures read on the
 * calling thread, the PDF drawn on the work pool. The download and the monthly e-mail both call it.
 */
export async function renderPeriodStatement(
  ctx: AppContext,
  range: { userId: string; from: string; to: string; productId?: string | undefined },
): Promise<Uint8Array> {
  const data = await collectPeriodStatementData(ctx, range.userId, range);
  return ctx.work.run('renderPeriodStatementPdf', data);
}
