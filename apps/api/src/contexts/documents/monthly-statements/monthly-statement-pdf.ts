import type { AppContext } from '../../../context.ts';
import { downloadPortfolioDocument } from '../statements/download-portfolio-document.ts';

/**
 * The PDF of one investor's statement of a period (`from`..`to`, Lima days), for the monthly job. The
 * one place that chooses the renderer: today the account statement as of now; the period statement
 * (opening and closing balances of the period) takes its place here when it exists.
 */
export async function renderMonthlyStatement(
  ctx: AppContext,
  input: { userId: string; from: string; to: string },
): Promise<Uint8Array> {
  return (await downloadPortfolioDocument(ctx, input.userId, 'ACCOUNT_STATE', undefined)).bytes;
}
