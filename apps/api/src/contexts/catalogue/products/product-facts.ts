import { DomainError, currencyLabel, currencyWords } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { findVisibleProduct } from './find-product.ts';
import { productsRepository, type ProductRow } from './products.repository.ts';

/** GET /api/products/color/list: each public product's brand colours for charts and cards. */
export async function listProductColors(ctx: AppContext) {
  const rows = await productsRepository.listPublic(ctx.db);
  return rows.map((p) => ({
    productId: p.id,
    code: p.code,
    primary: p.colorPrimary,
    secondary: p.colorSecondary,
  }));
}

/**
 * GET /api/products/{id}/regulation: where the fund's participation regulation is published: the PDF
 * the back office uploaded (served by GET /api/products/{id}/regulation/file) or else the seeded link.
 */
export async function getProductRegulation(ctx: AppContext, id: string) {
  const p = await findVisibleProduct(ctx, { id });
  return { productId: p.id, ...regulationOf(p) };
}

/** A fund's regulation as the screens and the contract name it, and the path it is published at. */
export function regulationOf(
  p: Pick<ProductRow, 'id' | 'name' | 'currency' | 'regulationFileKey' | 'regulationUrl'>,
) {
  const currency = currencyLabel(currencyWords, p.currency);
  return {
    name: `Reglamento de participación - ${p.name} en ${currency}`,
    url: p.regulationFileKey ? `/api/products/${p.id}/regulation/file` : p.regulationUrl,
  };
}

/** GET /api/products/{id}/regulation/file: the uploaded regulation PDF, exactly as checked on upload. */
export async function downloadProductRegulation(ctx: AppContext, id: string) {
  const p = await findVisibleProduct(ctx, { id });
  const body = p.regulationFileKey ? await ctx.storage.getStream(p.regulationFileKey) : null;
  if (!body) throw new DomainError('NOT_FOUND', 'El reglamento de este fondo aún no está publicado.');
  return { fileName: p.regulationFileName ?? 'reglamento.pdf', body };
}

/** GET /api/products/{id}/accounts: the fund's collection accounts in the product's currency. */
export async function listProductAccounts(ctx: AppContext, id: string) {
  const p = await findVisibleProduct(ctx, { id });
  const rows = await productsRepository.accounts(ctx.db, p.id);
  return rows.map((a) => ({
    bank: a.bank,
    currency: p.currency,
    accountNumber: a.accountNumber,
    cci: a.cci,
    holder: a.holder,
  }));
}

/** GET /api/products/{id}/quota-value: the latest quota value and its date. */
export async function getQuotaValue(ctx: AppContext, id: string) {
  const p = await findVisibleProduct(ctx, { id });
  const latest = await productsRepository.latestQuotaValue(ctx.db, p.id);
  if (!latest) throw new DomainError('NOT_FOUND', 'El producto aún no tiene valor cuota.');
  return { productId: p.id, value: latest.value, date: latest.valueDate };
}
