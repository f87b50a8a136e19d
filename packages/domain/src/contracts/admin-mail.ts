import { z } from 'zod';
import { pageLimit, pageNumber, pageOf } from './paging.ts';

/**
 * The back office's view of the e-mails the platform sends (decision 0022): what is queued, what was
 * sent and what failed after its last try, so operations can see an investor was not told and send
 * it again. Bodies are never shown: they may hold single-use links.
 */

export const MAIL_PAGE_SIZE = 20;

export const mailStatuses = ['QUEUED', 'SENT', 'FAILED'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailStatusLabels: Record<MailStatus, string> = {
  QUEUED: 'En cola',
  SENT: 'Enviado',
  FAILED: 'Falló',
};

export const adminMailQuery = z.object({
  status: z.enum(mailStatuses, { error: 'Estado no válido: QUEUED, SENT o FAILED.' }).optional(),
  /** Part of the recipient's address or of the subject. */
  search: z.string().trim().max(100, 'Máximo 100 caracteres.').optional(),
  page: pageNumber.default(1),
  limit: pageLimit.default(MAIL_PAGE_SIZE),
});
export type AdminMailQuery = z.infer<typeof adminMailQuery>;

export const adminMailItem = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  /** Tries so far (a queued message that was never tried has 0). */
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** A queued message's next try; null once sent. */
  nextAttemptAt: z.string().nullable(),
  /** What the provider answered on the last failed try. */
  lastError: z.string().nullable(),
});
export type AdminMailItem = z.infer<typeof adminMailItem>;

export const adminMailList = pageOf(adminMailItem).extend({
  /** Every message per status, whatever the filters: the page's chips. */
  counts: z.object({ QUEUED: z.number().int(), SENT: z.number().int(), FAILED: z.number().int() }),
});
export type AdminMailList = z.infer<typeof adminMailList>;

export const adminMailIdParams = z.object({ id: z.uuid({ error: 'Correo no válido.' }) });
