import { z } from 'zod';
import {
  documentTypes,
  isValidEmail,
  isValidPassword,
  messages,
  moneyMessages,
  moneyPatterns,
  patterns,
} from './rules.ts';

/**
 * Validation rules of requirements R5, shared by the web forms and the API schemas. Each rule exists once
 * as a plain predicate (rules.ts, for inputs and tests) and once as a zod schema with its Spanish
 * message (here).
 */
export * from './rules.ts';

// zod schemas carrying the Spanish messages.
const trimmed = () => z.string({ error: messages.required }).trim();

export const emailSchema = trimmed()
  .min(1, messages.required)
  .refine(isValidEmail, messages.email)
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .refine(isValidPassword, messages.password);

export const personNameSchema = trimmed()
  .min(1, messages.required)
  .max(60, 'Máximo 60 caracteres.')
  .regex(patterns.personName, messages.lettersOnly);

export const documentTypeSchema = z.enum(documentTypes, { error: messages.documentType });

/** A decimal number carried as a string so no float ever touches money (docs/business-rules.md). */
export const decimalString = z.string().regex(moneyPatterns.decimal);

/** An amount of money a caller asks to operate (a rescue, a reinvestment, a purchase). */
export const amountInputSchema = z
  .string({ error: 'Ingresa el monto.' })
  .trim()
  .regex(moneyPatterns.amount, moneyMessages.amount);

/** A number of quotas a caller asks to move (a rescue, a reinvestment, a transfer). */
export const quotasInputSchema = z
  .string({ error: 'Ingresa la cantidad de cuotas.' })
  .trim()
  .regex(moneyPatterns.quotas, moneyMessages.quotas);
