import type { AdminRescueView, RescueStatus } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { rescueViews } from './rescue-view.ts';
import { rescuesRepository } from './rescues.repository.ts';

/** GET /api/admin/rescues (permission rescue.read): every investor's rescues, newest first, with who asked and who paid or rejected it. */
export async function listAdminRescues(
  ctx: AppContext,
  status: RescueStatus | undefined,
): Promise<AdminRescueView[]> {
  const rows = await rescuesRepository.listAll(ctx.db, status, 500);
  const views = await rescueViews(ctx.db, rows);
  return views.map((view, i) => {
    const row = rows[i]!;
    return {
      ...view,
      investor: {
        id: row.rescue.userId,
        name: row.investorName,
        documentNumber: row.documentNumber ?? '',
        email: row.email,
      },
      payTo: {
        bank: row.bank,
        bankName: view.bankAccount.bankName,
        accountNumber: row.accountNumber,
        cci: row.cci,
      },
      resolvedBy: row.resolverEmail
        ? { name: row.resolverName || row.resolverEmail, email: row.resolverEmail }
        : null,
    };
  });
}
