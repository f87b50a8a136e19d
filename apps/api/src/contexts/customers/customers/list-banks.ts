import type { BankOption } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { listLinkingParameters } from '../../catalogue/index.ts';

/** GET /api/user/banks: the banks a customer can choose, from the `bank` parameters list. */
export async function listBanks(ctx: AppContext): Promise<BankOption[]> {
  return (await listLinkingParameters(ctx)).banks;
}
