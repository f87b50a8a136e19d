import { z } from 'zod';
import { isBackwardRange, messages } from '../rules.ts';
import { currencyCodes } from '../currency.ts';

/** The investor's movements (requirements R7 Portfolio: movements/list, listXlsx, resources; docs/ledger.md). */

export const movementTypes = ['SUBSCRIPTION', 'RESCUE', 'REINVESTMENT', 'TRANSFER'] as const;
export const movementStatuses = ['APPROVED', 'PENDING', 'CANCELED', 'REJECTED'] as const;
export type MovementType = (typeof movementTypes)[number];
export type MovementStatus = (typeof movementStatuses)[number];

export const movementTypeLabels: Record<MovementType, string> = {
  SUBSCRIPTION: 'Suscripción',
  RESCUE: 'Rescate',
  REINVESTMENT: 'Reinversión',
  TRANSFER: 'Transferencia',
};
export const movementStatusLabels: Record<MovementStatus, string> = {
  APPROVED: 'Aprobado',
  PENDING: 'Pendiente',
  CANCELED: 'Cancelado',
  REJECTED: 'Rechazado',
};

const isoDate = (what: string) => z.iso.date({ error: `Ingresa la fecha ${what} como AAAA-MM-DD.` });

/** Filters of the list and the export; the export ignores paging. */
export const movementsQuery = z
  .object({
    productId: z.uuid({ error: 'Elige un fondo válido.' }).optional(),
    currency: z.enum(currencyCodes, { error: 'La moneda debe ser PEN o USD.' }).optional(),
    type: z.enum(movementTypes, { error: 'Elige un tipo de movimiento válido.' }).optional(),
    status: z.enum(movementStatuses, { error: 'Elige un estado válido.' }).optional(),
    from: isoDate('desde').optional(),
    to: isoDate('hasta').optional(),
    page: z.coerce
      .number({ error: 'La página debe ser un número.' })
      .int()
      .min(1, 'La página empieza en 1.')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'El tamaño de página debe ser un número.' })
      .int()
      .min(1, 'Muestra al menos 1 movimiento por página.')
      .max(100, 'Muestra hasta 100 movimientos por página.')
      .default(20),
  })
  .refine((q) => !isBackwardRange(q.from, q.to), {
    message: messages.dateRange,
    path: ['from'],
  });
export type MovementsQuery = z.infer<typeof movementsQuery>;

const currency = z.object({ code: z.enum(currencyCodes), symbol: z.string() });

export const movementRow = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  currency,
  type: z.enum(movementTypes),
  typeLabel: z.string(),
  status: z.enum(movementStatuses),
  statusLabel: z.string(),
  /** Lima date of the operation. */
  date: z.string(),
  amount: z.string(),
  /** Signed: a rescue's are negative. */
  quotas: z.string(),
  quotaValue: z.string(),
  /** The day of that quota value, where it is on record (a subscription's approval); else null. */
  quotaValueDate: z.string().nullable(),
});
export type MovementRow = z.infer<typeof movementRow>;

export const movementsPage = z.object({
  items: z.array(movementRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MovementsPage = z.infer<typeof movementsPage>;

/** What the filters offer: the caller's funds with movements, and the types and states by name. */
export const movementResources = z.object({
  products: z.array(z.object({ id: z.string(), name: z.string(), currency })),
  types: z.array(z.object({ key: z.enum(movementTypes), label: z.string() })),
  statuses: z.array(z.object({ key: z.enum(movementStatuses), label: z.string() })),
  currencies: z.array(currency),
});
export type MovementResources = z.infer<typeof movementResources>;
