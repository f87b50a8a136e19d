import { z } from 'zod';
import { isBackwardRange, messages } from '../rules.ts';
import { LIST_PAGE_SIZE, pageLimit, pageNumber } from './paging.ts';

/** The audit log of back-office writes (docs/back-office.md, "Audit log"). */

export const auditListQuery = z
  .object({
    /** What was written: `rescue`, `onboarding`, `user`… */
    entity: z.string().trim().max(40, 'Máximo 40 caracteres.').optional(),
    entityId: z.string().trim().max(100, 'Máximo 100 caracteres.').optional(),
    actorUserId: z.uuid({ error: 'Administrador no válido.' }).optional(),
    action: z.string().trim().max(60, 'Máximo 60 caracteres.').optional(),
    from: z.iso.date({ error: 'Ingresa la fecha desde como AAAA-MM-DD.' }).optional(),
    to: z.iso.date({ error: 'Ingresa la fecha hasta como AAAA-MM-DD.' }).optional(),
    page: pageNumber.default(1),
    limit: pageLimit.default(LIST_PAGE_SIZE),
  })
  .refine((q) => !isBackwardRange(q.from, q.to), {
    message: messages.dateRange,
    path: ['from'],
  });
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Who or what the id names, as of now (a fund's name, a user's name and e-mail); null when unknown. */
  subject: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The names, as of now, of the users the change records by id (who prepared an approval). */
  people: z.record(z.string(), z.string()),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  items: z.array(auditEntry),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPage>;

/** GET /api/admin/audit/verify and `npm run audit:verify`. */
export const auditVerification = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  /** The first row whose content or link no longer matches its hash; null when the chain holds. */
  broken: z
    .object({
      id: z.number().int(),
      /** CHANGED, CHAIN: the chain itself; ANCHOR, TRUNCATED, RECOMPUTED: against its signed anchors. */
      reason: z.enum(['CHANGED', 'CHAIN', 'ANCHOR', 'TRUNCATED', 'RECOMPUTED']),
      message: z.string(),
    })
    .nullable(),
  lastHash: z.string().nullable(),
  /** The newest signed anchor the log agrees with (rows after it are covered by the chain alone). */
  anchor: z.object({ id: z.number().int(), at: z.string(), rows: z.number().int() }).nullable(),
});
export type AuditVerification = z.infer<typeof auditVerification>;
