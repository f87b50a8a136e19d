import type { ProductTable } from '@invierte/domain';
import { productDetails } from './product-details.ts';
import type { ProductRow } from './products.repository.ts';

/**
 * The terms and payment frequencies a product's page shows: the table the back office set
 * (PUT /api/admin/products/updateTableChange/{id}), or else its kind's default (product-details.ts).
 */
export function productTableOf(p: ProductRow): ProductTable {
  if (p.detailTable) return { ...p.detailTable, customized: true };
  const kind = productDetails[p.type];
  return {
    terms: kind?.terms ?? [],
    paymentFrequencies: kind?.paymentFrequencies ?? [],
    customized: false,
  };
}
