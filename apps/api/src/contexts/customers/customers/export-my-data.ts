import type { AppContext } from '../../../context.ts';
import { collectMyData } from './collect-my-data.ts';
import { customersRepository } from './customers.repository.ts';
import { referenceRepository } from '../../catalogue/index.ts';
import { myDataOptionGroups } from './my-data-options.ts';

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
  // The PDF names the options the forms offered ("Soltero(a)"), where the JSON keeps their keys.
  const groups = await referenceRepository.parameterGroups(ctx.db, Object.values(myDataOptionGroups));
  const optionTexts: Record<string, string> = {};
  for (const [group, options] of groups) for (const o of options) optionTexts[`${group}:${o.key}`] = o.text;
  const pdf = await ctx.work.run('renderMyDataPdf', { data, optionTexts });
  return { bytes: Buffer.from(pdf), contentType: 'application/pdf', fileName: `mis-datos-${stamp(at)}.pdf` };
}
