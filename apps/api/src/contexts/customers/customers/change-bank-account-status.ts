import { DomainError, type BankAccountStatusRequest, type CustomerBankAccount } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { bankAccountViews } from './bank-account-view.ts';
import { customersRepository, type BankAccountRow } from './customers.repository.ts';

export const bankAccountNotFound = () => new DomainError('NOT_FOUND', 'No encontramos la cuenta bancaria.');

/** The caller's active account, locked; another customer's id answers 404 like a missing one. */
export async function lockActiveAccount(db: Db, userId: string, id: string): Promise<BankAccountRow> {
  await customersRepository.lockCustomer(db, userId);
  const row = await customersRepository.lockBankAccount(db, userId, id);
  if (!row || row.status !== 'ACTIVE') throw bankAccountNotFound();
  return row;
}

/**
 * PATCH /api/customers/bank-accounts/{id}: `{ isDefault: true }` makes it its currency's default;
 * `{ active: false }` removes it — deleted when nothing uses it, marked INACTIVE when an onboarding
 * in flight names it. Removing a default passes the default to the oldest other account of the
 * currency, so a currency with accounts always has one.
 */
export async function changeBankAccountStatus(
  ctx: AppContext,
  userId: string,
  id: string,
  body: BankAccountStatusRequest,
): Promise<CustomerBankAccount | { id: string; outcome: 'DELETED' | 'INACTIVE' }> {
  const at = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockActiveAccount(tx, userId, id);
    const inUse = await customersRepository.ccisInUse(tx, userId);
    if ('isDefault' in body) {
      await customersRepository.clearDefault(tx, userId, row.currency, at);
      const updated = await customersRepository.updateBankAccount(tx, id, { isDefault: true, updatedAt: at });
      return { kind: 'default' as const, updated, inUse };
    }
    let outcome: 'DELETED' | 'INACTIVE';
    if (inUse.has(row.cci)) {
      await customersRepository.updateBankAccount(tx, id, {
        status: 'INACTIVE',
        isDefault: false,
        deactivatedAt: at,
        updatedAt: at,
      });
      outcome = 'INACTIVE';
    } else {
      await customersRepository.deleteBankAccount(tx, id);
      outcome = 'DELETED';
    }
    if (row.isDefault) {
      const heir = (await customersRepository.listBankAccounts(tx, userId, true)).find(
        (a) => a.currency === row.currency,
      );
      if (heir) await customersRepository.updateBankAccount(tx, heir.id, { isDefault: true, updatedAt: at });
    }
    return { kind: 'removed' as const, id, outcome };
  });
  // The names come from the parameters, read outside the transaction (PGlite has one connection).
  if (result.kind === 'default') {
    const [view] = await bankAccountViews(ctx, [result.updated], result.inUse);
    return view!;
  }
  return { id: result.id, outcome: result.outcome };
}
