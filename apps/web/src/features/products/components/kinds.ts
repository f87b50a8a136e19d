import { currencyNames } from '@invierte/domain';
import type { ProductSummary, ProductType, ScheduleProductType } from '@invierte/domain';

/** The product kinds of the /portafolio/productos/{kind} pages (requirements R2), with their Spanish copy. */
export interface KindInfo {
  kind: ProductType;
  title: string;
  /** What the kind pays, in one line. */
  pays: string;
  /** Bono and Mutuo pay their gain on a schedule the API computes. */
  schedule: ScheduleProductType | null;
}

export const kinds: Record<ProductType, KindInfo> = {
  factoring: {
    kind: 'factoring',
    title: 'Factoring',
    pays: 'Tu ganancia se refleja en el valor cuota; la recibes al rescatar tus cuotas.',
    schedule: null,
  },
  bono: {
    kind: 'bono',
    title: 'Bono Select MidCap',
    pays: 'Paga intereses todos los meses, netos de la retención de 5 % de impuesto a la renta.',
    schedule: 'bono',
  },
  mutuo: {
    kind: 'mutuo',
    title: 'Mutuo Acreencias',
    pays: 'Paga cada trimestre o en un solo pago al vencimiento, netos de la retención de 5 %.',
    schedule: 'mutuo',
  },
  'renta-fia': {
    kind: 'renta-fia',
    title: 'Renta FIA',
    pays: 'Renta periódica a partir de un fondo de inversión diversificado.',
    schedule: null,
  },
};

const kindPath = /^\/portafolio\/productos\/(bono|mutuo|renta-fia|factoring)(?:\/|$)/;

/** The kind a /portafolio/productos/{kind}/… path names, or null. */
export function kindOfPath(pathname: string): ProductType | null {
  const match = kindPath.exec(pathname);
  return match ? (match[1] as ProductType) : null;
}

export const currencyWord = (p: Pick<ProductSummary, 'currency'>) => currencyNames[p.currency.code];

export const productPath = (id: string) => `/portafolio/productos/${encodeURIComponent(id)}`;
export const kindPathFor = (kind: ProductType, id?: string) =>
  `/portafolio/productos/${kind}${id ? `/${encodeURIComponent(id)}` : ''}`;
export const lotPathFor = (
  kind: ScheduleProductType,
  lot: { investmentId: string; productId: string; accountId: string },
) =>
  `/portafolio/productos/${kind}/detalle/${encodeURIComponent(lot.investmentId)}?producto=${encodeURIComponent(lot.productId)}&cuenta=${encodeURIComponent(lot.accountId)}`;
