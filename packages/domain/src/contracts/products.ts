import { z } from 'zod';

import { currencyCodes } from '../currency.ts';
import { decimalString } from '../validation.ts';

export {
  currencyCodes,
  currencyIsoSymbols,
  currencyLabel,
  currencyNames,
  currencySymbols,
  currencyWords,
  type CurrencyCode,
} from '../currency.ts';

export const publicProduct = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  code: z.string(),
  type: z.string(),
  simulatorValue: z.number().int().nullable(),
  currency: z.object({ code: z.enum(currencyCodes), symbol: z.string() }),
  minInvestment: decimalString,
  quotaValue: decimalString.nullable(),
  quotaValueDate: z.string().nullable(),
});
export type PublicProduct = z.infer<typeof publicProduct>;
