import { z } from 'zod';

/**
 * The investor's monthly statement e-mail and her annual tax certificate (docs/business-rules.md,
 * "Monthly statements and the tax certificate").
 */

/** Whether she receives the monthly statement by e-mail (it is stored in Mis documentos either way). */
export const statementEmailSetting = z.object({
  monthlyEmail: z.boolean({ error: 'Indica si quieres recibir el estado de cuenta mensual por correo.' }),
});
export type StatementEmailSetting = z.infer<typeof statementEmailSetting>;

const yearMessage = 'Indica el año con cuatro cifras, por ejemplo 2026.';

/** `?anio=2026`: the calendar year of the tax certificate. */
export const taxCertificateQuery = z.object({
  anio: z.coerce
    .number({ error: yearMessage })
    .int({ error: yearMessage })
    .min(2000, { error: yearMessage })
    .max(9999, { error: yearMessage }),
});
export type TaxCertificateQuery = z.infer<typeof taxCertificateQuery>;

export const taxCertificateMessages = {
  futureYear: (year: number) => `El año ${year} aún no empieza: elige el año en curso o uno anterior.`,
  noRescues: (year: number) => `No tuviste rescates en ${year}: no hay rentas ni retenciones que certificar.`,
} as const;
