import { DomainError, type BankAccountPart } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { uniqueViolation } from '../../../db/errors.ts';
import { checkAnswers } from './check-answers.ts';

/** The account's bank and type against the parameter lists, as the onboarding's bank-account part. */
export async function checkBankAccount(ctx: AppContext, body: BankAccountPart): Promise<BankAccountPart> {
  const { bank, accountType, currency, accountNumber, cci } = body;
  const data = { bank, accountType, currency, accountNumber, cci };
  await checkAnswers(ctx, 'bankAccount', data, { documentType: null, documentNumber: null });
  return data;
}

/** The database's "one active account per CCI" index, in the customer's words. */
export function duplicateCci(error: unknown): DomainError | null {
  if (uniqueViolation(error) !== 'customer_bank_accounts_active_cci') return null;
  return new DomainError('VALIDATION_ERROR', 'Ya registraste una cuenta con este CCI.', [
    { field: 'body.cci', message: 'Ya registraste una cuenta con este CCI.' },
  ]);
}
