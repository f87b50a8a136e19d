import type { AppContext } from '../../../context.ts';
import { collectStatementData, type PortfolioDocumentKind } from './statement-data.ts';

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
): Promise<{ fileName: string; bytes: Buffer }> {
  const data = await collectStatementData(ctx, userId, kind, productId);
  const pdf = await ctx.work.run('renderPortfolioDocument', data);
  return { fileName: `${fileNames[kind]}-${data.today}.pdf`, bytes: Buffer.from(pdf) };
}
