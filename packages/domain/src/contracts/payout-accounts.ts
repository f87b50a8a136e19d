import { z } from 'zod';
import { currencyCodes } from '../currency.ts';
import { customerBankAccount } from './customer-profile.ts';

/**
 * Where a holding's rescues and earnings are paid (requirements R2 banner "Registra tu cuenta donde
 * depositaremos tus ganancias"; R7 attach-bank-account, {id}/bank-account,
 * product-without-bank-account, {id}/register-bank-account).
 */

const currency = z.object({ code: z.enum(currencyCodes), symbol: z.string() });

export const payoutAccountSources = ['ATTACHED', 'DEFAULT'] as const;

/** GET /api/portfolio/{id}/bank-account */
export const payoutAccount = z.object({
  productId: z.string(),
  productName: z.string(),
  currency,
  /** ATTACHED: chosen for this fund; DEFAULT: the default account of its currency; null: none yet. */
  source: z.enum(payoutAccountSources).nullable(),
  account: customerBankAccount.nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

/** POST /api/customers/attach-bank-account */
export const attachBankAccountBody = z.object({
  productId: z.uuid({ error: 'Elige un fondo válido.' }),
  bankAccountId: z.uuid({ error: 'Elige una de tus cuentas bancarias.' }),
});
export type AttachBankAccountBody = z.infer<typeof attachBankAccountBody>;

/** GET /api/portfolio/product-without-bank-account: the funds held with nowhere to pay them. */
export const productWithoutBankAccount = z.object({
  productId: z.string(),
  productName: z.string(),
  productType: z.string(),
  currency,
  /** The requirements R2 banner's target: /portafolio/{product}/{currencyCode}?deposit=1 */
  path: z.string(),
});
export type ProductWithoutBankAccount = z.infer<typeof productWithoutBankAccount>;
