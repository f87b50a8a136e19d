import { z } from 'zod';
import { emailSchema, messages } from '../validation.ts';
import { decimalString } from '../validation.ts';
import { currencyCodes, publicProduct } from './products.ts';

/** requirements R4: the FIAME and FIAMN codes are shown to customers; FIAMN-LA-CALERA (a private fund) is not. */
export const HIDDEN_PRODUCT_CODES = ['FIAMN-LA-CALERA'] as const;
export function isProductCodeShown(code: string): boolean {
  return !(HIDDEN_PRODUCT_CODES as readonly string[]).includes(code);
}

export const productTypes = ['factoring', 'bono', 'mutuo', 'renta-fia'] as const;
export type ProductType = (typeof productTypes)[number];
export const lockableOperations = ['subscription', 'rescue', 'reinvestment', 'transfer'] as const;

export const productIdParams = z.object({ id: z.uuid({ error: 'Producto no válido.' }) });

export const productSummary = publicProduct.extend({
  description: z.string(),
  /** Null where requirements R4's code rule hides the code. */
  displayCode: z.string().nullable(),
  isPrivate: z.boolean(),
  isInstitutional: z.boolean(),
  locked: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const productDetail = productSummary.extend({
  detailType: z.enum(productTypes),
  terms: z.array(z.object({ label: z.string(), months: z.number().nullable(), days: z.number().nullable() })),
  paymentFrequencies: z.array(z.string()),
  highlights: z.array(z.string()),
  risks: z.array(z.string()),
});

export const quotaValuePoint = z.object({ date: z.string(), value: decimalString });
export const productDashboard = z.object({
  product: productSummary,
  quotaValue: decimalString.nullable(),
  quotaValueDate: z.string().nullable(),
  /** Percent change of the quota value over 30 days and over the last 12 months, 4 decimals. */
  change30d: decimalString.nullable(),
  change12m: decimalString.nullable(),
  series: z.array(quotaValuePoint),
});

export const productColor = z.object({
  productId: z.string(),
  code: z.string(),
  primary: z.string(),
  secondary: z.string(),
});
export const productRegulation = z.object({
  productId: z.string(),
  name: z.string(),
  url: z.string().nullable(),
});
export const fundAccount = z.object({
  bank: z.string(),
  currency: z.enum(currencyCodes),
  accountNumber: z.string(),
  cci: z.string(),
  holder: z.string(),
});
export const quotaValueResponse = z.object({ productId: z.string(), value: decimalString, date: z.string() });
export const lockParams = z.object({
  productId: z.uuid({ error: 'Producto no válido.' }),
  type: z.enum(lockableOperations, { error: 'Operación no válida.' }),
});
export const lockStatus = z.object({ locked: z.literal(false) });

export const updateProductPrivateQuery = z.object({
  product_id: z.uuid({ error: 'Producto no válido.' }),
  isInstitutional: z
    .enum(['true', 'false'], { error: 'Indica true o false.' })
    .transform((v) => v === 'true'),
});

export const pendingTransactions = z.object({
  count: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      productName: z.string(),
      currency: z.enum(currencyCodes),
      type: z.string(),
      amount: decimalString,
      operationDate: z.string(),
    }),
  ),
});

export const parameterGroupParams = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Grupo no válido.'),
});
export const parameterOption = z.object({ key: z.string(), text: z.string() });

export const exchangeRateResponse = z.object({
  pair: z.literal('USD/PEN'),
  date: z.string(),
  buy: decimalString,
  sell: decimalString,
  source: z.string(),
});

export const nextOperatorResponse = z.object({ name: z.string(), calendy: z.string() });

export const newsletterRequest = z.object({
  email: emailSchema,
  name: z.string().trim().max(120).optional(),
  source: z.string().trim().max(40).optional(),
});

/** Feedback (requirements R5): reason and comment required, up to 10 images. */
export const FEEDBACK_MAX_FILES = 10;
export const FEEDBACK_MAX_FILE_BYTES = 1.5 * 1024 * 1024;
export const FEEDBACK_MAX_IMAGE_SIDE = 900;
export const feedbackFields = z.object({
  reason: z.string({ error: messages.required }).trim().min(1, messages.required).max(60),
  comment: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(2000, 'Máximo 2000 caracteres.'),
  operationNumber: z.string().trim().max(40).optional(),
});
export const feedbackResponse = z.object({ id: z.string(), files: z.number().int() });

export const rateHistoryResponse = z.array(
  z.object({
    productId: z.string(),
    name: z.string(),
    currency: z.enum(currencyCodes),
    /** Month-end quota values and the annualised return over each month, percent with 2 decimals. */
    months: z.array(
      z.object({ month: z.string(), quotaValue: decimalString, annualizedReturn: decimalString }),
    ),
  }),
);

export const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Producto no válido.') });

export type ExchangeRate = z.infer<typeof exchangeRateResponse>;
export type RateHistory = z.infer<typeof rateHistoryResponse>;
export type ParameterOption = z.infer<typeof parameterOption>;
export type FeedbackResponse = z.infer<typeof feedbackResponse>;
export type ProductDashboard = z.infer<typeof productDashboard>;
export type ProductDetail = z.infer<typeof productDetail>;
export type FundAccount = z.infer<typeof fundAccount>;
export type NextOperator = z.infer<typeof nextOperatorResponse>;
export type PendingTransactions = z.infer<typeof pendingTransactions>;
