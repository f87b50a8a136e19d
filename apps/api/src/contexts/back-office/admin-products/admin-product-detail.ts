import { DomainError, productDeleteBlockedReason, type AdminProductDetail } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { productChartView } from '../../catalogue/index.ts';
import { productChartsRepository } from '../../catalogue/index.ts';
import { productTableOf } from '../../catalogue/index.ts';
import { productsRepository, type ProductRow } from '../../catalogue/index.ts';
import { adminProductsRepository } from './admin-products.repository.ts';

export const productNotFound = () => new DomainError('NOT_FOUND', 'No encontramos el producto.');

/** Everything the back office edits of one product, with what refers to it. */
export async function adminProductDetailOf(db: Db, p: ProductRow): Promise<AdminProductDetail> {
  const [quota, charts, usage] = await Promise.all([
    productsRepository.latestQuotaValue(db, p.id),
    productChartsRepository.list(db, p.id),
    adminProductsRepository.usage(db, p.id),
  ]);
  return {
    id: p.id,
    name: p.name,
    code: p.code,
    slug: p.slug,
    type: p.type,
    currency: p.currency,
    minInvestment: p.minInvestment,
    description: p.description,
    isPrivate: p.isPrivate,
    isInstitutional: p.isInstitutional,
    locked: p.locked,
    lockedMessage: p.locked ? p.lockedMessage : null,
    quotaValue: quota?.value ?? null,
    quotaValueDate: quota?.valueDate ?? null,
    table: productTableOf(p),
    charts: charts.map(productChartView),
    regulation:
      p.regulationFileKey && p.regulationUploadedAt
        ? {
            fileName: p.regulationFileName ?? 'reglamento.pdf',
            size: p.regulationSize ?? 0,
            sha256: p.regulationSha256 ?? '',
            uploadedAt: p.regulationUploadedAt.toISOString(),
          }
        : null,
    regulationUrl: p.regulationUrl,
    usage,
    deleteBlockedReason: productDeleteBlockedReason(usage),
  };
}

/** The product (not deleted) or a 404. */
export async function aliveProduct(db: Db, id: string, forUpdate = false): Promise<ProductRow> {
  const row = await adminProductsRepository.findAlive(db, id, forUpdate);
  if (!row) throw productNotFound();
  return row;
}
