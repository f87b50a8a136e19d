import type { AppContext } from '../../context.ts';
import { collectMyData } from './collect-my-data.ts';
import { customersRepository } from './customers.repository.ts';

const stamp = (at: Date) => at.toISOString().slice(0, 10);

/**
 * GET /api/customers/my-data?format=json|pdf ("Descargar mis datos", Ley 29733 right of access): the
 * request is recorded with its time first, so the download itself lists it; the PDF is drawn on the
 * work pool.
 */
export async function exportMyData(
  ctx: AppContext,
  userId: string,
  format: 'json' | 'pdf',
  ip: string | null,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const at = ctx.now();
  await customersRepository.insertDataRequest(ctx.db, {
    userId,
    kind: format === 'pdf' ? 'EXPORT_PDF' : 'EXPORT_JSON',
    status: 'COMPLETED',
    ip,
    at,
  });
  const data = await collectMyData(ctx, userId);
  if (format === 'json')
    return {
      bytes: Buffer.from(JSON.stringify(data, null, 2), 'utf8'),
      contentType: 'application/json; charset=utf-8',
      fileName: `mis-datos-${stamp(at)}.json`,
    };
  const pdf = await ctx.work.run('renderMyDataPdf', data);
  return { bytes: Buffer.from(pdf), contentType: 'application/pdf', fileName: `mis-datos-${stamp(at)}.pdf` };
}
