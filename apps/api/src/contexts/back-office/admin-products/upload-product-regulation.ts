import { randomUUID } from 'node:crypto';
import { DomainError, productRegulationMessages, type AdminProductDetail } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { MultipartUpload } from '../../../shared/read-multipart.ts';
import { pdfCheckOf } from '../../../shared/readable-pdf.ts';
import { discardFiles, storeFiles } from '../../../shared/store-files.ts';
import { checkDocumentFile } from '../../customers/index.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';
import { adminProductDetailOf, aliveProduct } from './admin-product-detail.ts';
import { adminProductsRepository } from './admin-products.repository.ts';

const fileError = (message: string) =>
  new DomainError('VALIDATION_ERROR', message, [{ field: 'body.file', message }]);

/**
 * PUT /api/admin/products/{id}/regulation (multipart: file): publishes or replaces the fund's
 * participation regulation. The file is checked by its content as investor documents are (a PDF
 * with at least one page, 10 MB at most), stored under a server-made key, and the previous file is
 * deleted only after the row points to the new one.
 */
export async function uploadProductRegulation(
  ctx: AppContext,
  id: string,
  upload: MultipartUpload,
  actor: AuditActor,
): Promise<AdminProductDetail> {
  const [file, ...extra] = upload.files;
  if (!file) throw fileError(productRegulationMessages.missing);
  if (extra.length) throw fileError(productRegulationMessages.tooMany);
  await aliveProduct(ctx.db, id);
  const checked = await checkDocumentFile(file, pdfCheckOf(ctx.work));
  const fileKey = `product-regulations/${id}/${randomUUID()}.pdf`;
  const { row, previousKey } = await storeFiles(
    ctx.storage,
    [{ key: fileKey, content: checked.content }],
    () =>
      ctx.db.transaction(async (tx) => {
        const before = await aliveProduct(tx, id, true);
        const updated = await adminProductsRepository.update(tx, id, {
          regulationFileKey: fileKey,
          regulationFileName: checked.fileName,
          regulationSize: checked.size,
          regulationSha256: checked.sha256,
          regulationUploadedAt: ctx.now(),
          updatedAt: ctx.now(),
        });
        await recordAudit(tx, {
          ...actor,
          action: 'product.regulation.upload',
          entity: 'product',
          entityId: id,
          before: {
            regulationFileName: before.regulationFileName,
            regulationSha256: before.regulationSha256,
          },
          after: { regulationFileName: checked.fileName, regulationSha256: checked.sha256 },
          at: ctx.now(),
        });
        return { row: updated ?? before, previousKey: before.regulationFileKey };
      }),
  );
  if (previousKey) await discardFiles(ctx.storage, [previousKey]);
  await ctx.cache.invalidate('catalogue');
  return adminProductDetailOf(ctx.db, row);
}
