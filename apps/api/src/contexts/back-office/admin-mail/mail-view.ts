import type { AdminMailItem, MailStatus } from '@invierte/domain';
import type { MailRow } from './admin-mail.repository.ts';

export const mailItemOf = (r: MailRow): AdminMailItem => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  status: r.status as MailStatus,
  attempts: r.attempts,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  nextAttemptAt: r.status === 'QUEUED' ? (r.nextAttemptAt?.toISOString() ?? null) : null,
  lastError: r.lastError,
});
