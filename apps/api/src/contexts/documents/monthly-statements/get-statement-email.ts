import type { StatementEmailSetting } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { monthlyStatementsRepository } from './monthly-statements.repository.ts';

/** GET /api/profile/statement-email: whether she receives the monthly statement by e-mail (on by default). */
export async function getStatementEmail(ctx: AppContext, userId: string): Promise<StatementEmailSetting> {
  return { monthlyEmail: await monthlyStatementsRepository.monthlyEmail(ctx.db, userId) };
}
