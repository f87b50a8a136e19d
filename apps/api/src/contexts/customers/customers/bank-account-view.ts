import type { CustomerBankAccount } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { listLinkingParameters } from '../../catalogue/index.ts';
import type { BankAccountRow } from './customers.repository.ts';

/** Turns stored accounts into answers, with the bank and account-type names of the parameter lists. */
export async function bankAccountViews(
  ctx: AppContext,
  rows: BankAccountRow[],
  inUse: ReadonlySet<string>,
): Promise<CustomerBankAccount[]> {
  const lists = await listLinkingParameters(ctx);
  const bankName = new Map(lists.banks.map((o) => [o.key, o.text]));
  const typeName = new Map(lists.bankAccountTypes.map((o) => [o.key, o.text]));
  return rows.map((row) => ({
    id: row.id,
    bank: row.bank,
    bankName: bankName.get(row.bank) ?? row.bank,
    accountType: row.accountType,
    accountTypeName: typeName.get(row.accountType) ?? row.accountType,
    currency: row.currency as 'PEN' | 'USD',
    accountNumber: row.accountNumber,
    cci: row.cci,
    isDefault: row.isDefault,
    status: row.status as 'ACTIVE' | 'INACTIVE',
    inUse: inUse.has(row.cci),
    createdAt: row.createdAt.toISOString(),
  }));
}
