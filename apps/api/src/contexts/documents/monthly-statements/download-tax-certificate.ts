import type { AppContext } from '../../../context.ts';
import { collectTaxCertificate, taxCertificateFileName } from './tax-certificate-data.ts';

/**
 * GET /api/portfolio/tax-certificate?anio=2026: the caller's certificate of income from rescues and
 * tax withheld in that year, figures collected here, the PDF drawn on the work pool.
 */
export async function downloadTaxCertificate(
  ctx: AppContext,
  userId: string,
  year: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  const data = await collectTaxCertificate(ctx, userId, year);
  const pdf = await ctx.work.run('renderTaxCertificate', data);
  return { fileName: taxCertificateFileName(year), bytes: Buffer.from(pdf) };
}
