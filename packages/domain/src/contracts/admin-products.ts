import { z } from 'zod';
import { LIST_PAGE_SIZE, pageLimit, pageNumber, pageOf } from './paging.ts';
import { productTypes } from './catalog.ts';
import { decimalPattern } from '../rules.ts';
import { decimalString } from '../validation.ts';
import { currencyCodes } from './products.ts';

/**
 * The back office's products (requirements R7 Admin "Admin products"; issue #11 item 5): docs/back-office.md,
 * "Products". Lists, the edit view, the product's table (terms and payment frequencies shown on its
 * page), its charts and its regulation document.
 */

export const adminProductListQuery = z.object({
  /** Part of the name, code or slug. */
  search: z.string().trim().max(100, 'Máximo 100 caracteres.').optional(),
  page: pageNumber.default(1),
  limit: pageLimit.default(LIST_PAGE_SIZE),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>;

export const adminProductItem = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  slug: z.string(),
  type: z.string(),
  currency: z.enum(currencyCodes),
  isPrivate: z.boolean(),
  isInstitutional: z.boolean(),
  locked: z.boolean(),
  quotaValue: decimalString.nullable(),
  quotaValueDate: z.string().nullable(),
  /** Investors holding quotas of it (ledger POSITION accounts with a balance). */
  positions: z.number().int(),
});
export type AdminProductItem = z.infer<typeof adminProductItem>;

export const adminProductList = pageOf(adminProductItem);
export type AdminProductList = z.infer<typeof adminProductList>;

// The product's table: the terms (plazos) and payment frequencies its page shows.

export const productPaymentFrequencies = [
  'Mensual',
  'Trimestral',
  'Semestral',
  'Anual',
  'Al vencimiento',
] as const;
export const PRODUCT_TABLE_MAX_TERMS = 12;

export const productTerm = z.object({
  label: z.string(),
  months: z.number().int().nullable(),
  days: z.number().int().nullable(),
});
export type ProductTerm = z.infer<typeof productTerm>;

const termInput = z
  .object({
    months: z
      .number({ error: 'El plazo en meses debe ser un número.' })
      .int('El plazo en meses debe ser un número entero.')
      .min(1, 'El plazo es de al menos 1 mes.')
      .max(120, 'El plazo es de 120 meses como máximo.')
      .nullable()
      .default(null),
    days: z
      .number({ error: 'El plazo en días debe ser un número.' })
      .int('El plazo en días debe ser un número entero.')
      .min(1, 'El plazo es de al menos 1 día.')
      .max(3650, 'El plazo es de 3650 días como máximo.')
      .nullable()
      .default(null),
  })
  .refine((t) => (t.months === null) !== (t.days === null), {
    message: 'Cada plazo va en meses o en días, no en ambos.',
  });

/** PUT updateTableChange/{id}: the whole table, replacing the one shown. */
export const productTableRequest = z
  .object({
    terms: z
      .array(termInput, { error: 'Indica los plazos.' })
      .min(1, 'Indica al menos un plazo.')
      .max(PRODUCT_TABLE_MAX_TERMS, `Máximo ${PRODUCT_TABLE_MAX_TERMS} plazos.`),
    paymentFrequencies: z
      .array(z.enum(productPaymentFrequencies, { error: 'Frecuencia de pago no válida.' }), {
        error: 'Indica las frecuencias de pago.',
      })
      .min(1, 'Indica al menos una frecuencia de pago.'),
  })
  .refine((t) => new Set(t.terms.map((x) => `${x.months}/${x.days}`)).size === t.terms.length, {
    message: 'Hay un plazo repetido.',
    path: ['terms'],
  })
  .refine((t) => new Set(t.paymentFrequencies).size === t.paymentFrequencies.length, {
    message: 'Hay una frecuencia de pago repetida.',
    path: ['paymentFrequencies'],
  });
export type ProductTableRequest = z.infer<typeof productTableRequest>;

export const productTable = z.object({
  terms: z.array(productTerm),
  paymentFrequencies: z.array(z.string()),
  /** False while the product shows its kind's default table. */
  customized: z.boolean(),
});
export type ProductTable = z.infer<typeof productTable>;

/** The label a term is shown with ("12 meses", "180 días", "1 mes"). */
export function termLabel(term: { months: number | null; days: number | null }): string {
  if (term.months !== null) return term.months === 1 ? '1 mes' : `${term.months} meses`;
  return term.days === 1 ? '1 día' : `${term.days ?? 0} días`;
}

/** Shortest term first (a month counted as 30 days), as the product's page lists them. */
export function byTermLength(
  a: { months: number | null; days: number | null },
  b: { months: number | null; days: number | null },
): number {
  const days = (t: { months: number | null; days: number | null }) => (t.months ?? 0) * 30 + (t.days ?? 0);
  return days(a) - days(b);
}

// Charts shown on a product's page.

export const productChartKinds = ['LINE', 'BAR'] as const;
export const PRODUCT_CHART_MAX_POINTS = 120;

export const productChartPoint = z.object({
  label: z
    .string({ error: 'Indica la etiqueta del punto.' })
    .trim()
    .min(1, 'Indica la etiqueta del punto.')
    .max(20, 'La etiqueta tiene 20 caracteres como máximo.'),
  value: z
    .string({ error: 'Indica el valor del punto.' })
    .trim()
    .regex(decimalPattern(12, 8, { signed: true }), 'El valor debe ser un número con hasta 8 decimales.'),
});

export const productChart = z.object({
  id: z.string(),
  productId: z.string(),
  title: z.string(),
  kind: z.enum(productChartKinds),
  /** 1 is shown first. */
  position: z.number().int(),
  points: z.array(z.object({ label: z.string(), value: decimalString })),
});
export type ProductChart = z.infer<typeof productChart>;

export const productChartRequest = z.object({
  title: z
    .string({ error: 'Indica el título del gráfico.' })
    .trim()
    .min(1, 'Indica el título del gráfico.')
    .max(80, 'El título tiene 80 caracteres como máximo.'),
  kind: z.enum(productChartKinds, { error: 'Elige un gráfico de líneas o de barras.' }),
  points: z
    .array(productChartPoint, { error: 'Indica los puntos del gráfico.' })
    .min(2, 'Un gráfico necesita al menos 2 puntos.')
    .max(PRODUCT_CHART_MAX_POINTS, `Máximo ${PRODUCT_CHART_MAX_POINTS} puntos.`),
});
export type ProductChartRequest = z.infer<typeof productChartRequest>;

export const chartIdParams = z.object({ id: z.uuid({ error: 'Gráfico no válido.' }) });

/** PUT chart/position/{id}: where the chart goes among its product's charts (1 is first). */
export const chartPositionRequest = z.object({
  position: z
    .number({ error: 'Indica la posición.' })
    .int('La posición debe ser un número entero.')
    .min(1, 'La posición empieza en 1.'),
});

// The regulation document.

export const productRegulationFile = z.object({
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
});

/** What refers to a product; while any is above zero it cannot be deleted. */
export const productUsage = z.object({
  positions: z.number().int(),
  onboardings: z.number().int(),
  rescues: z.number().int(),
  documents: z.number().int(),
});
export type ProductUsage = z.infer<typeof productUsage>;

export const adminProductDetail = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  slug: z.string(),
  type: z.enum(productTypes),
  currency: z.enum(currencyCodes),
  minInvestment: decimalString,
  description: z.string(),
  isPrivate: z.boolean(),
  isInstitutional: z.boolean(),
  locked: z.boolean(),
  /** What investors read in the "stop" modal while the fund is locked; null when it is not. */
  lockedMessage: z.string().nullable(),
  quotaValue: decimalString.nullable(),
  quotaValueDate: z.string().nullable(),
  table: productTable,
  charts: z.array(productChart),
  /** The uploaded regulation PDF, or null (the investor then sees `regulationUrl` if any). */
  regulation: productRegulationFile.nullable(),
  regulationUrl: z.string().nullable(),
  usage: productUsage,
  /** Why it cannot be deleted, in the words the 409 uses; null when it can. */
  deleteBlockedReason: z.string().nullable(),
});
export type AdminProductDetail = z.infer<typeof adminProductDetail>;

/** Spanish reason a product in use cannot be deleted, or null when nothing refers to it. */
export function productDeleteBlockedReason(usage: ProductUsage): string | null {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [
    usage.positions && plural(usage.positions, 'posición de inversionista', 'posiciones de inversionistas'),
    usage.onboardings && plural(usage.onboardings, 'solicitud de inversión', 'solicitudes de inversión'),
    usage.rescues && plural(usage.rescues, 'solicitud de rescate', 'solicitudes de rescate'),
    usage.documents && plural(usage.documents, 'documento de inversionista', 'documentos de inversionistas'),
  ].filter((p): p is string => Boolean(p));
  if (!parts.length) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
  return `No se puede eliminar este fondo porque tiene ${list}.`;
}

// Locking: the fund takes no new investments, and investors who try read the message in the "stop" modal.

export const PRODUCT_LOCK_MESSAGE_MIN = 10;
export const PRODUCT_LOCK_MESSAGE_MAX = 300;
export const productLockMessages = {
  required: 'Escribe el mensaje que verán los inversionistas.',
  tooShort: `El mensaje debe tener al menos ${PRODUCT_LOCK_MESSAGE_MIN} caracteres.`,
  tooLong: `El mensaje debe tener como máximo ${PRODUCT_LOCK_MESSAGE_MAX} caracteres.`,
  notLocked: 'Este fondo no está bloqueado.',
} as const;

/** PUT {id}/lock: the message investors read while the fund takes no new investments. */
export const productLockRequest = z.object({
  message: z
    .string({ error: productLockMessages.required })
    .trim()
    .min(1, productLockMessages.required)
    .min(PRODUCT_LOCK_MESSAGE_MIN, productLockMessages.tooShort)
    .max(PRODUCT_LOCK_MESSAGE_MAX, productLockMessages.tooLong),
});
export type ProductLockRequest = z.infer<typeof productLockRequest>;

export const PRODUCT_REGULATION_MAX_BYTES = 10 * 1024 * 1024;
export const productRegulationMessages = {
  tooLarge: 'El reglamento debe pesar como máximo 10 MB.',
  tooMany: 'Adjunta un solo reglamento por vez.',
  missing: 'Adjunta el reglamento en PDF.',
} as const;
