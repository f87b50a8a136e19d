import { z } from 'zod';
import { documentNumberError, documentTypes, messages, moneyMessages, moneyPatterns } from '../rules.ts';
import type { OnboardingPart } from '../onboarding/steps.ts';
import { personNameSchema } from '../validation.ts';
import { cciMessages, cciProblem } from '../banking/cci.ts';

/**
 * What each step-1 screen of the onboarding saves (requirements R2 subroutes, R7 `POST {id}/<part>` calls):
 * one schema per part, shared by the web form and the API. Option fields hold the `key` of an option
 * from GET /api/onboarding/linking/list-parameters; the API checks the key against that list.
 */

const required = (message = messages.required) => z.string({ error: message }).trim().min(1, message);
const optionKey = (label: string) =>
  z
    .string({ error: `Selecciona ${label}.` })
    .trim()
    .min(1, `Selecciona ${label}.`)
    .max(40)
    .regex(/^[A-Z0-9_]+$/, `Selecciona ${label}.`);
const freeText = (max: number) => required().max(max, `Máximo ${max} caracteres.`);
const countryId = z.string({ error: 'Selecciona un país.' }).regex(/^[A-Z]{3}$/, 'Selecciona un país.');
/** INEI code of a district (6 digits) or `R` + RENIEC code for the one district without INEI code. */
const districtId = z
  .string({ error: 'Selecciona un distrito.' })
  .regex(/^(\d{6}|R\d{6})$/, 'Selecciona un distrito.');
const isoDate = z
  .string({ error: 'Ingresa una fecha válida.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ingresa una fecha válida.')
  // A calendar day that exists: 1990-02-30 does not round-trip.
  .refine((v) => {
    const t = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
  }, 'Ingresa una fecha válida.');
/** Peruvian mobile (9 digits starting with 9) or an international number with its + prefix. */
export const phoneSchema = z
  .string({ error: messages.required })
  .trim()
  .regex(
    /^(9\d{8}|\+\d{8,15})$/,
    'Ingresa un celular de 9 dígitos que empiece con 9, o un número internacional con +.',
  );

/** The minimum age of the terms (requirements R2, terms and conditions): only adults invest. */
export const ADULT_AGE = 18;

/** How many politically exposed relatives an investor may declare. */
export const MAX_PEP_RELATIVES = 10;

/** Age in whole years on `today` (both ISO dates), for the 18-year minimum of the terms. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Whether someone born on `birthDate` is an adult on `today` (both ISO dates). */
export const isAdultOn = (birthDate: string, today: string): boolean => ageOn(birthDate, today) >= ADULT_AGE;

/** The latest birth date (ISO, UTC day of `now`) of someone who is an adult at `now`: a date field's max. */
export function latestAdultBirthDate(now: Date): string {
  const day = new Date(now.getTime());
  day.setFullYear(day.getFullYear() - ADULT_AGE);
  return day.toISOString().slice(0, 10);
}

const identity = z
  .object({
    documentType: z.enum(documentTypes, { error: messages.documentType }),
    documentNumber: required().max(15),
    name: personNameSchema,
    lastName: personNameSchema,
    secondLastName: personNameSchema.or(z.literal('')).default(''),
  })
  .superRefine((v, ctx) => {
    const issue = documentNumberError(v.documentType, v.documentNumber);
    if (issue) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: issue });
  });

/** personal-information: who the investor is (the DNI lookup prefills the names). */
export const personalInformationPart = identity.and(
  z.object({
    nationality: countryId,
    gender: z.enum(['F', 'M'], { error: 'Selecciona tu sexo.' }),
    maritalStatus: optionKey('tu estado civil'),
    phone: phoneSchema,
  }),
);

/** date-and-place-birth: adults only; in Peru the district, abroad the city. */
export const birthPart = z
  .object({
    birthDate: isoDate,
    birthCountry: countryId,
    birthDistrictId: districtId.optional(),
    birthCity: freeText(80).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.birthCountry === 'PER' && !v.birthDistrictId)
      ctx.addIssue({
        code: 'custom',
        path: ['birthDistrictId'],
        message: 'Selecciona tu distrito de nacimiento.',
      });
    if (v.birthCountry !== 'PER' && !v.birthCity)
      ctx.addIssue({ code: 'custom', path: ['birthCity'], message: 'Ingresa tu ciudad de nacimiento.' });
  });

/** residence: the address, by ubigeo in Peru. */
export const residencePart = z
  .object({
    residenceCountry: countryId,
    districtId: districtId.optional(),
    city: freeText(80).optional(),
    address: freeText(160),
    reference: z.string().trim().max(160, 'Máximo 160 caracteres.').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.residenceCountry === 'PER' && !v.districtId)
      ctx.addIssue({ code: 'custom', path: ['districtId'], message: 'Selecciona tu distrito.' });
    if (v.residenceCountry !== 'PER' && !v.city)
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'Ingresa tu ciudad.' });
  });

/** ocupation: occupation, workplace and where the money comes from (requirements R2 spell the route "ocupation"). */
export const occupationPart = z.object({
  occupation: optionKey('tu ocupación'),
  employer: z.string().trim().max(120, 'Máximo 120 caracteres.').default(''),
  jobTitle: z.string().trim().max(80, 'Máximo 80 caracteres.').default(''),
  incomeSource: optionKey('el origen de tus fondos'),
});

const pepRelative = z.object({
  relationship: optionKey('el parentesco'),
  fullName: freeText(120),
  position: optionKey('el cargo'),
  institution: freeText(120),
});

/** political: politically exposed person (PEP), and relatives who are. */
export const pepPart = z
  .object({
    isPep: z.boolean({ error: 'Indica si eres una persona expuesta políticamente.' }),
    position: optionKey('el cargo').optional(),
    institution: freeText(120).optional(),
    hasPepRelatives: z.boolean({ error: 'Indica si tienes familiares expuestos políticamente.' }),
    relatives: z
      .array(pepRelative)
      .max(MAX_PEP_RELATIVES, `Puedes declarar hasta ${MAX_PEP_RELATIVES} familiares.`)
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.isPep && !v.position)
      ctx.addIssue({ code: 'custom', path: ['position'], message: 'Selecciona el cargo.' });
    if (v.isPep && !v.institution)
      ctx.addIssue({ code: 'custom', path: ['institution'], message: messages.required });
    if (v.hasPepRelatives && v.relatives.length === 0)
      ctx.addIssue({ code: 'custom', path: ['relatives'], message: 'Agrega al menos un familiar.' });
  });

/** resource-holder: whether the money is the investor's own; if not, whose (the owner's identity). */
export const resourceHolderPart = z
  .object({
    holder: z.enum(['SELF', 'THIRD_PARTY'], { error: 'Indica si el dinero que invertirás es tuyo.' }),
    owner: identity.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.holder === 'THIRD_PARTY' && !v.owner)
      ctx.addIssue({
        code: 'custom',
        path: ['owner'],
        message: 'Ingresa los datos de la persona dueña del dinero.',
      });
  });

/** owner/workplace: where the owner of the money works. */
export const workplacePart = z.object({
  employer: freeText(120),
  jobTitle: freeText(80),
  workplaceAddress: z.string().trim().max(160, 'Máximo 160 caracteres.').default(''),
});

/** The final beneficiary's identity document, a JPG, PNG or PDF like a deposit voucher (5 MB at most). */
export const beneficiaryDocumentMessages = {
  missing: 'Adjunta el documento de identidad del beneficiario final.',
  tooLarge: 'El documento debe pesar como máximo 5 MB.',
  tooMany: 'Adjunta un solo documento.',
} as const;

/** How the investor is related to the final beneficiary (a family tie, a business tie, or another). */
export const beneficiaryRelationshipLabels = {
  CONYUGE: 'Cónyuge o conviviente',
  HIJO: 'Hijo(a)',
  PADRE_MADRE: 'Padre o madre',
  HERMANO: 'Hermano(a)',
  OTRO_FAMILIAR: 'Otro familiar',
  SOCIO: 'Socio(a) o accionista',
  REPRESENTADO: 'Persona a quien represento',
  OTRO: 'Otra relación',
} as const;
export type BeneficiaryRelationship = keyof typeof beneficiaryRelationshipLabels;
export const beneficiaryRelationships = Object.keys(beneficiaryRelationshipLabels) as [
  BeneficiaryRelationship,
  ...BeneficiaryRelationship[],
];

/**
 * Who the final beneficiary is when it is not the investor: the identity (the same document rules
 * and messages as every identity), birth date, nationality, the relationship to the investor, and
 * the identity document uploaded first (POST …/final-beneficiary/document answers its id).
 */
export const finalBeneficiaryPerson = identity.and(
  z.object({
    birthDate: isoDate,
    nationality: countryId,
    relationship: z.enum(beneficiaryRelationships, {
      error: 'Selecciona tu relación con el beneficiario.',
    }),
    documentFileId: z.uuid({ error: beneficiaryDocumentMessages.missing }),
  }),
);

/**
 * beneficiary-info-final: the final beneficiary declaration; answering "No" names the beneficiary
 * (`beneficiary`), answering "Sí" stores none (the server drops one sent anyway).
 */
export const finalBeneficiaryPart = z
  .object({
    isFinalBeneficiary: z.boolean({ error: 'Indica si eres el beneficiario final de la inversión.' }),
    beneficiary: finalBeneficiaryPerson.optional(),
    declarationAccepted: z.literal(true, { error: 'Debes aceptar la declaración para continuar.' }),
  })
  .superRefine((v, ctx) => {
    if (v.isFinalBeneficiary === false && !v.beneficiary)
      ctx.addIssue({
        code: 'custom',
        path: ['beneficiary'],
        message: 'Ingresa los datos del beneficiario final.',
      });
  });

/** What the beneficiary's document upload answers: the id the part names, and what the form shows. */
export const beneficiaryDocumentUpload = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type BeneficiaryDocumentUpload = z.infer<typeof beneficiaryDocumentUpload>;

/** account-type: individual, or joint ("mancomunada") with the partner on the next screen. */
export const accountTypePart = z.object({
  accountType: z.enum(['INDIVIDUAL', 'JOINT'], { error: 'Selecciona el tipo de cuenta.' }),
});

/** message-mancomunada: the other holder of a joint account (requirements R3 partner, the spouse). */
export const partnerPart = identity.and(
  z.object({ relationship: optionKey('el parentesco'), phone: phoneSchema.optional() }),
);

/** institutional-investment: only for products reserved to institutional investors. */
export const institutionalInvestorPart = z.object({
  isInstitutional: z.literal(true, { error: 'Este producto es solo para inversionistas institucionales.' }),
  entityType: optionKey('el tipo de entidad'),
});

/** investment: the amount; the server prices it at the day's quota value. */
export const investmentPart = z.object({
  amount: z
    .string({ error: 'Ingresa el monto a invertir.' })
    .trim()
    .regex(moneyPatterns.investmentAmount, moneyMessages.investmentAmount),
});

/**
 * bank-account: where rescues and earnings are paid. Its CCI must be one the chosen bank issued,
 * with sound check digits, and agree with the account number where the bank's format says how
 * (banking/cci.ts); every form and endpoint that takes an account uses this one schema.
 */
export const bankAccountPart = z
  .object({
    bank: optionKey('el banco'),
    accountType: optionKey('el tipo de cuenta'),
    currency: z.enum(['PEN', 'USD'], { error: 'Selecciona la moneda de la cuenta.' }),
    accountNumber: z
      .string({ error: messages.required })
      .trim()
      .regex(/^\d{10,20}$/, 'El número de cuenta tiene entre 10 y 20 dígitos.'),
    cci: z
      .string({ error: messages.required })
      .trim()
      .regex(/^\d{20}$/, cciMessages.length),
  })
  .superRefine((account, ctx) => {
    // Refinements run even when a field failed its format; that field already has its message.
    const { bank, accountNumber, cci } = account as Partial<Record<string, unknown>>;
    if (
      typeof bank !== 'string' ||
      !/^\d{10,20}$/.test(String(accountNumber)) ||
      !/^\d{20}$/.test(String(cci))
    )
      return;
    const problem = cciProblem(account.bank, account.accountNumber, account.cci);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

export type PersonalInformationPart = z.infer<typeof personalInformationPart>;
export type BirthPart = z.infer<typeof birthPart>;
export type ResidencePart = z.infer<typeof residencePart>;
export type OccupationPart = z.infer<typeof occupationPart>;
export type PepPart = z.infer<typeof pepPart>;
export type ResourceHolderPart = z.infer<typeof resourceHolderPart>;
export type WorkplacePart = z.infer<typeof workplacePart>;
export type PartnerPart = z.infer<typeof partnerPart>;
export type FinalBeneficiaryPart = z.infer<typeof finalBeneficiaryPart>;
export type FinalBeneficiaryPerson = z.infer<typeof finalBeneficiaryPerson>;
export type AccountTypePart = z.infer<typeof accountTypePart>;
export type InstitutionalInvestorPart = z.infer<typeof institutionalInvestorPart>;
export type InvestmentPart = z.infer<typeof investmentPart>;
export type BankAccountPart = z.infer<typeof bankAccountPart>;

/**
 * Each step-1 part (packages/domain onboarding/steps.ts) with the call that saves it,
 * `POST /api/onboarding/{id}/<path>` (requirements R7 names; `beneficiary-workplace` and `partner` are the two
 * requirements R3 do not list), and its schema.
 */
export const onboardingPartContracts = {
  personalInformation: { path: 'personal-information', schema: personalInformationPart },
  birthdata: { path: 'personal-birthdata', schema: birthPart },
  address: { path: 'address', schema: residencePart },
  occupation: { path: 'personal-ocupation', schema: occupationPart },
  pep: { path: 'pep', schema: pepPart },
  resourceHolder: { path: 'beneficiary-personal-information', schema: resourceHolderPart },
  beneficiaryBirthdata: { path: 'beneficiary-birthdata', schema: birthPart },
  beneficiaryAddress: { path: 'beneficiary-address', schema: residencePart },
  beneficiaryOccupation: { path: 'beneficiary-ocupation', schema: occupationPart },
  beneficiaryWorkplace: { path: 'beneficiary-workplace', schema: workplacePart },
  finalBeneficiary: { path: 'final-beneficiary', schema: finalBeneficiaryPart },
  accountType: { path: 'account-type', schema: accountTypePart },
  partner: { path: 'partner', schema: partnerPart },
  institutionalInvestor: { path: 'institutional-investor', schema: institutionalInvestorPart },
  investment: { path: 'investment', schema: investmentPart },
  bankAccount: { path: 'bank-account', schema: bankAccountPart },
} as const satisfies Record<OnboardingPart, { path: string; schema: z.ZodType }>;
