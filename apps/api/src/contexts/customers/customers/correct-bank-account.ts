import { DomainError, type BankAccountRequest, type CustomerBankAccount } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { bankAccountViews } from './bank-account-view.ts';
import { lockActiveAccount } from './change-bank-account-status.ts';
import { checkBankAccount, duplicateCci } from './check-bank-account.ts';
import { customersRepository } from './customers.repository.ts';

/**
 * POST /api/customers/bank-accounts/{id}: corrects a mistyped account. An account an onboarding in
 * flight names is refused (409): the operation must keep paying where it said; the customer adds a
 * new account instead. Changing the currency keeps the default rule: it leaves its old currency's
 * default and becomes the new one's only if that currency had none.
 */
export async function correctBankAccount(
  ctx: AppContext,
  userId: string,
  id: string,
  body: BankAccountRequest,
): Promise<CustomerBankAccount> {
  const account = await checkBankAccount(ctx, body);
  const at = ctx.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const current = await lockActiveAccount(tx, userId, id);
      if ((await customersRepository.ccisInUse(tx, userId)).has(current.cci))
        throw new DomainError(
          'CONFLICT',
          'Esta cuenta está registrada en una solicitud en curso y no se puede modificar. Agrega una cuenta nueva.',
        );
      const others = (await customersRepository.listBankAccounts(tx, userId, true)).filter(
        (a) => a.id !== id,
      );
      const noDefault = !others.some((a) => a.currency === account.currency && a.isDefault);
      let isDefault = current.currency === account.currency ? current.isDefault : noDefault;
      if (body.isDefault === true) {
        await customersRepository.clearDefault(tx, userId, account.currency, at);
        isDefault = true;
      }
      if (isDefault && !current.isDefault)
        await customersRepository.clearDefault(tx, userId, account.currency, at);
      const updated = await customersRepository.updateBankAccount(tx, id, {
        ...account,
        isDefault,
        updatedAt: at,
      });
      if (current.isDefault && current.currency !== account.currency) {
        const heir = others.find((a) => a.currency === current.currency);
        if (heir)
          await customersRepository.updateBankAccount(tx, heir.id, { isDefault: true, updatedAt: at });
      }
      return updated;
    });
    const [view] = await bankAccountViews(ctx, [row], new Set());
    return view!;
  } catch (error) {
    throw duplicateCci(error) ?? error;
  }
}
