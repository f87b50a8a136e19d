import type { AdminMailList, AdminMailQuery } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { adminMailRepository } from './admin-mail.repository.ts';
import { mailItemOf } from './mail-view.ts';

/** GET /api/admin/mail: the e-mails sent or to send, newest first, by status and searched. */
export async function listMail(ctx: AppContext, query: AdminMailQuery): Promise<AdminMailList> {
  const { rows, total, counts } = await adminMailRepository.list(ctx.db, query);
  return { items: rows.map(mailItemOf), page: query.page, limit: query.limit, total, counts };
}
