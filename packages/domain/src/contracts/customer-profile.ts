import { z } from 'zod';
import {
  bankAccountPart,
  birthPart,
  occupationPart,
  partnerPart,
  personalInformationPart,
  residencePart,
} from './onboarding-parts.ts';
import { signingDocumentKinds } from './onboarding-signing.ts';
import { contractStates, onboardingStates } from '../onboarding/states.ts';

/**
 * The customer's own profile (requirements R7 "User and misc": PATCH /api/customers/<section>). Each section
 * is validated by the same schema as the onboarding part it mirrors (contracts/onboarding-parts.ts),
 * so the profile and the onboarding can never disagree on what a valid address is
 * (docs/decisions/0015-customer-profile.md).
 */

/** Profile section → the onboarding part it mirrors, its PATCH path and its schema. */
export const profileSectionContracts = {
  personalInformation: { path: 'personal-information', schema: personalInformationPart },
  birthdata: { path: 'birthdata', schema: birthPart },
  address: { path: 'address', schema: residencePart },
  occupation: { path: 'ocupation', schema: occupationPart },
  partner: { path: 'partner', schema: partnerPart },
} as const;
export type ProfileSection = keyof typeof profileSectionContracts;
export const profileSections = Object.keys(profileSectionContracts) as ProfileSection[];

/**
 * What a complete profile needs, in the order the completion banner asks for it (requirements R2 banners:
 * personal-information, address, birthdata, ocupation, bank-accounts; default personal-information).
 * The partner is only for joint accounts, so it is never required here.
 */
export const profileCompletionOrder = [
  'personalInformation',
  'address',
  'birthdata',
  'occupation',
  'bankAccounts',
] as const;
export type ProfileRequirement = (typeof profileCompletionOrder)[number];

/** The /perfil screen of each requirement (requirements R2 banner targets). */
export const profileRequirementRoutes: Record<ProfileRequirement, string> = {
  personalInformation: '/perfil/personal-information',
  address: '/perfil/residence',
  birthdata: '/perfil/date-and-place-birth',
  occupation: '/perfil/ocupation',
  bankAccounts: '/perfil/bank-account',
};

/** The first requirement not met, or null when the profile is complete. */
export function missingProfileRequirement(
  saved: ReadonlySet<ProfileSection>,
  activeBankAccounts: number,
): ProfileRequirement | null {
  for (const requirement of profileCompletionOrder) {
    if (requirement === 'bankAccounts') {
      if (activeBankAccounts === 0) return requirement;
    } else if (!saved.has(requirement)) return requirement;
  }
  return null;
}

const sectionState = z.object({
  data: z.record(z.string(), z.unknown()),
  /** PROFILE: edited here; ONBOARDING: read from the customer's latest approved onboarding. */
  source: z.enum(['PROFILE', 'ONBOARDING']),
  updatedAt: z.string(),
});
export type ProfileSectionState = z.infer<typeof sectionState>;

export const customerProfileResponse = z.object({
  account: z.object({
    email: z.string(),
    name: z.string(),
    lastName: z.string(),
    secondLastName: z.string(),
    documentType: z.string().nullable(),
    documentNumber: z.string().nullable(),
    profile: z.string(),
  }),
  sections: z.object({
    personalInformation: sectionState.nullable(),
    birthdata: sectionState.nullable(),
    address: sectionState.nullable(),
    occupation: sectionState.nullable(),
    partner: sectionState.nullable(),
  }),
  activeBankAccounts: z.number().int(),
  completion: z.object({
    /** 0–100: the share of the five requirements met. */
    percentage: z.number().int(),
    missing: z.enum(profileCompletionOrder).nullable(),
    /** The /perfil route of the missing requirement (null when complete). */
    path: z.string().nullable(),
  }),
});
export type CustomerProfile = z.infer<typeof customerProfileResponse>;

// Bank accounts.

/** A new bank account: the onboarding's bank-account part, plus whether it is the default of its currency. */
export const bankAccountRequest = bankAccountPart.and(z.object({ isDefault: z.boolean().optional() }));
export type BankAccountRequest = z.infer<typeof bankAccountRequest>;

/** PATCH /api/customers/bank-accounts/{id}: make it the currency's default, or remove it. */
export const bankAccountStatusRequest = z.union([
  z.object({ isDefault: z.literal(true) }).strict(),
  z.object({ active: z.literal(false) }).strict(),
]);
export type BankAccountStatusRequest = z.infer<typeof bankAccountStatusRequest>;

export const bankAccountIdParams = z.object({ id: z.uuid('No encontramos la cuenta bancaria.') });

export const customerBankAccount = z.object({
  id: z.string(),
  bank: z.string(),
  bankName: z.string(),
  accountType: z.string(),
  accountTypeName: z.string(),
  currency: z.enum(['PEN', 'USD']),
  accountNumber: z.string(),
  cci: z.string(),
  isDefault: z.boolean(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  /** True while a pending onboarding names it: it cannot be corrected, and removing only deactivates it. */
  inUse: z.boolean(),
  createdAt: z.string(),
});
export type CustomerBankAccount = z.infer<typeof customerBankAccount>;

export const bankAccountRemoval = z.object({
  id: z.string(),
  /** DELETED when nothing used it; INACTIVE when a pending operation still names it. */
  outcome: z.enum(['DELETED', 'INACTIVE']),
});
export type BankAccountRemoval = z.infer<typeof bankAccountRemoval>;

export const bankOption = z.object({ key: z.string(), text: z.string() });
export type BankOption = z.infer<typeof bankOption>;

// Banners of the interesado layout (requirements R2).

export const customerBannersResponse = z.object({
  /** Profile completion banner: the missing requirement's /perfil route. */
  profile: z.object({ missing: z.enum(profileCompletionOrder), path: z.string() }).nullable(),
  /** "Registra tu cuenta donde depositaremos tus ganancias": a product with an investment and no account. */
  bankAccount: z
    .object({ productId: z.string(), productName: z.string(), currency: z.string(), path: z.string() })
    .nullable(),
  /**
   * The investor's open request, for the /portafolio strip (`requestStrip` says what she waits for and
   * her next action; "Estamos verificando tu transferencia" while the deposit is checked), with the
   * back office's waiting text for its state, when she waits on it.
   */
  request: z
    .object({
      onboardingId: z.string(),
      productName: z.string(),
      state: z.enum(onboardingStates),
      contractState: z.enum(contractStates),
      waitingText: z.string().nullable(),
    })
    .nullable(),
});
export type CustomerBanners = z.infer<typeof customerBannersResponse>;

// Contracts (GET /api/user/contracts): every document of each request's signing, as the request's
// signing screen lists it (the contract, its annexes and, once signed, the signature's certificate).

export const customerContract = z.object({
  /** The file's id: POST /api/onboarding/signing/download-contract's fileId. */
  id: z.string(),
  onboardingId: z.string(),
  productName: z.string(),
  kind: z.enum(signingDocumentKinds),
  /** The document's title ("Contrato de participación", "Anexo 1: …", "Constancia de firma electrónica"). */
  title: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  /** The request's contract is signed. */
  signed: z.boolean(),
  /** When it was signed; null while unsigned. */
  signedAt: z.string().nullable(),
});
export type CustomerContract = z.infer<typeof customerContract>;

// Data rights (Ley 29733).

export const dataRequestKinds = ['EXPORT_JSON', 'EXPORT_PDF', 'CANCELLATION'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

export const myDataQuery = z.object({
  format: z.enum(['json', 'pdf'], { error: 'Elige JSON o PDF.' }).default('json'),
});

export const cancellationRequest = z.object({
  reason: z.string().trim().max(500, 'Máximo 500 caracteres.').default(''),
  confirmed: z.literal(true, { error: 'Confirma que deseas solicitar la cancelación de tus datos.' }),
});
export type CancellationRequest = z.input<typeof cancellationRequest>;

export const dataRequest = z.object({
  id: z.string(),
  kind: z.enum(dataRequestKinds),
  status: z.enum(['COMPLETED', 'RECEIVED']),
  createdAt: z.string(),
});
export type DataRequest = z.infer<typeof dataRequest>;
