import type { PublicProduct } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { productsRepository } from './products.repository.ts';
import { productView } from './product-view.ts';

/** The products a visitor may see, with their currency, minimum and latest quota value. */
export async function listFreeProducts(ctx: AppContext): Promise<PublicProduct[]> {
  const [rows, latest] = await Promise.all([
    productsRepository.listPublic(ctx.db),
    productsRepository.latestQuotaValues(ctx.db),
  ]);
  return rows.map((p) => {
    // A visitor gets the public fields only; the catalogue's internal flags stay out.
    const {
      description: _d,
      displayCode: _c,
      isPrivate: _p,
      isInstitutional: _i,
      locked: _l,
      ...visible
    } = productView(p, latest.get(p.id));
    return visible;
  });
}
