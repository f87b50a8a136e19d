import { depositDetails, depositMessages, limaDate } from '@invierte/domain';

/** The form's schema: the API's, plus "not after today" on the browser's own Lima date. */
export const depositFormSchema = depositDetails.refine((v) => v.transferDate <= limaDate(new Date()), {
  path: ['transferDate'],
  message: depositMessages.futureDate,
});

export const depositFields = ['operationNumber', 'transferDate', 'amount', 'bank'] as const;

/** The amount field keeps digits and one decimal point with at most two decimals (requirements R5). */
export function filterAmount(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}
