import type { AppContext } from '../../../context.ts';
import {
  collectPeriodStatementData,
  collectStatementData,
  type PortfolioDocumentKind,
} from './statement-data.ts';

const fileNames: Record<PortfolioDocumentKind, string> = {
  ACCOUNT_STATE: 'estado-de-cuenta',
  INVESTMENT_REPORT: 'reporte-de-inversion',
  CERTIFICATE: 'certificado-de-participacion',
};

/**
 * The three DownloadDocument calls of requirements R7: the investor's own figures collected on the request
 * thread (a few reads), the PDF drawn on the work pool.
 */
export async function downloadPortfolioDocument(
  ctx: AppContext,
  userId: string,
  kind: PortfolioDocumentKind,
  productId: string | undefined,
  period: { from?: string | undefined; to?: string | undefined } = {},
): Promise<{ fileName: string; bytes: Buffer }> {
  if (kind === 'ACCOUNT_STATE') {
    // The statement of a period (docs/business-rules.md, "Period statement"), named after its days.
    const data = await collectPeriodStatementData(ctx, userId, { ...period, productId });
    const pdf = await ctx.work.run('renderPeriodStatementPdf', data);
    const { from, to } = data.statement;
    return { fileName: `${fileNames[kind]}-${from}-al-${to}.pdf`, bytes: Buffer.from(pdf) };
  }
  const data = await collectStatementData(ctx, userId, kind, productId);
  const pdf = await ctx.work.run('renderPortfolioDocument', data);
  return { fileName: `${fileNames[kind]}-${data.today}.pdf`, bytes: Buffer.from(pdf) };
}
