import type { StatementEmailSetting } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { monthlyStatementsRepository } from './monthly-statements.repository.ts';

/**
 * PUT /api/profile/statement-email: turns the monthly statement's e-mail on or off. Off, the
 * statement is still written and stored in Mis documentos every month.
 */
export async function setStatementEmail(
  ctx: AppContext,
  userId: string,
  setting: StatementEmailSetting,
): Promise<StatementEmailSetting> {
  await monthlyStatementsRepository.setMonthlyEmail(ctx.db, userId, setting.monthlyEmail, ctx.now());
  return setting;
}
