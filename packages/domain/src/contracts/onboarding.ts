import { z } from 'zod';
import { currencyCodes } from '../currency.ts';
import { contractStates, onboardingStates, stageStates } from '../onboarding/states.ts';
import { onboardingParts } from '../onboarding/steps.ts';
import {
  accountTypePart,
  bankAccountPart,
  birthPart,
  finalBeneficiaryPart,
  institutionalInvestorPart,
  occupationPart,
  onboardingPartContracts,
  partnerPart,
  pepPart,
  personalInformationPart,
  residencePart,
  resourceHolderPart,
  workplacePart,
} from './onboarding-parts.ts';
import { decimalString } from '../validation.ts';

/**
 * The onboarding calls of requirements R7 (step 1 slice): create, pending, info, product, the step-1 part
 * saves (`POST /api/onboarding/{id}/<path>`, one per entry of `onboardingPartContracts`), cancel and
 * force cancel. Which call fires which state-machine event: docs/onboarding.md, "API".
 */

/** POST /api/onboarding/create */
export const createOnboardingRequest = z.object({
  productId: z.uuid({ error: 'Producto no válido.' }),
});
export type CreateOnboardingRequest = z.infer<typeof createOnboardingRequest>;

/** requirements R7: "response status 'success' and data._id"; the web goes to /onboarding/{_id}. */
export const createOnboardingResponse = z.object({ _id: z.string() });
export type CreateOnboardingResponse = z.infer<typeof createOnboardingResponse>;

/** `{id}` of every onboarding call; an id that is not a UUID is simply not found. */
export const onboardingIdParams = z.object({ id: z.uuid({ error: 'Solicitud no válida.' }) });

/**
 * Optional optimistic-concurrency check for the writing calls: the `version` the web last read
 * (GET info). A different current version answers 409 ONBOARDING_CHANGED ("otra pestaña").
 * Without it the server still refuses a save that raced another one.
 */
export const onboardingVersionQuery = z.object({
  version: z.coerce
    .number({ error: 'Versión no válida.' })
    .int('Versión no válida.')
    .min(0, 'Versión no válida.')
    .max(2_147_483_647, 'Versión no válida.')
    .optional(),
});

/** GET /api/onboarding/pending?productId= — the product being started decides `sameProduct`. */
export const pendingOnboardingQuery = z.object({
  productId: z.uuid({ error: 'Producto no válido.' }).optional(),
});

const pendingDialog = z.enum([
  'reactivate',
  'continue-other-process',
  'auto-approve-and-message',
  'cancel-post-signing',
  'pending-buttons-enabled',
  'complete-process',
]);

/** The domain's `pendingOnboardingReaction`, computed by the server so the web does not recompute it. */
export const pendingOnboardingReactionSchema = z.object({
  dialog: pendingDialog.nullable(),
  forceCancel: z.boolean(),
  autoApproveQuotaChange: z.boolean(),
  cancelAction: z.enum(['cancel', 'force-cancel']).nullable(),
  createRefusal: z.enum(['ONBOARDING_PENDING', 'ONBOARDING_PENDING_REVIEW']).nullable(),
});

/** requirements R3 "Pending onboarding response: success, data.productId, data.productName", plus what reacts to it. */
export const pendingOnboardingResponse = z.object({
  onboardingId: z.string(),
  productId: z.string(),
  productName: z.string(),
  /** The product's currency, so the dialogs name which one ("Factoring en soles"); null if the product is gone. */
  currency: z.enum(currencyCodes).nullable(),
  state: z.enum(onboardingStates),
  contractState: z.enum(contractStates),
  hasInvestment: z.boolean(),
  /** Present when the query named a product: is the pending one for it? */
  sameProduct: z.boolean().nullable(),
  reaction: pendingOnboardingReactionSchema,
});
export type PendingOnboardingResponse = z.infer<typeof pendingOnboardingResponse>;

const currency = z.object({ code: z.enum(currencyCodes), symbol: z.string() });

/** GET /api/onboarding/product/{id}: the product as the investment screen shows it. */
export const onboardingProductResponse = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  currency,
  /** The quota value of the day (the latest published), null if none yet. */
  quotaValue: decimalString.nullable(),
  quotaValueDate: z.string().nullable(),
  /** requirements R5 minimum for this product and currency, 2 decimals. */
  minimumInvestment: decimalString,
  /** requirements R5 message, "Monto mínimo de inversión S/ 1,000". */
  minimumMessage: z.string(),
  isInstitutional: z.boolean(),
});
export type OnboardingProductResponse = z.infer<typeof onboardingProductResponse>;

/** The investment part as stored: the amount and its pricing at save time (decimal strings). */
export const savedInvestment = z.object({
  amount: decimalString,
  /** The quota value the amount was priced at (8 decimals). */
  quotaValue: decimalString,
  quotaValueDate: z.string(),
  /** amount ÷ quotaValue, truncated to 8 decimals (docs/business-rules.md). */
  quotaNumber: decimalString,
});
export type SavedInvestment = z.infer<typeof savedInvestment>;

/** Every saved step-1 part, as the save call stored it (after trimming and defaults). */
export const onboardingSavedParts = z.object({
  personalInformation: personalInformationPart.optional(),
  birthdata: birthPart.optional(),
  address: residencePart.optional(),
  occupation: occupationPart.optional(),
  pep: pepPart.optional(),
  resourceHolder: resourceHolderPart.optional(),
  beneficiaryBirthdata: birthPart.optional(),
  beneficiaryAddress: residencePart.optional(),
  beneficiaryOccupation: occupationPart.optional(),
  beneficiaryWorkplace: workplacePart.optional(),
  finalBeneficiary: finalBeneficiaryPart.optional(),
  accountType: accountTypePart.optional(),
  partner: partnerPart.optional(),
  institutionalInvestor: institutionalInvestorPart.optional(),
  investment: savedInvestment.optional(),
  bankAccount: bankAccountPart.optional(),
});
export type OnboardingSavedParts = z.infer<typeof onboardingSavedParts>;

const resumeTarget = z.object({
  /** 1, 2 or 3; null when `step` is an absolute path (/onboarding-fin, /portafolio). */
  stepOnboarding: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  step: z.string(),
  /** The web path to go to (`onboardingPath`). */
  path: z.string(),
});

/**
 * GET /api/onboarding/{id}/info, also the answer of every part save: requirements R3's onboarding fields,
 * the saved parts, this onboarding's step-1 screens (`step1ScreensFor`) and where to resume
 * (`nextOnboardingStep`), so a refresh or another device lands on the same screen with the same data.
 */
export const onboardingInfo = z.object({
  _id: z.string(),
  onboardingId: z.string(),
  state: z.enum(onboardingStates),
  keynuaContractState: z.enum(contractStates),
  /** The stage a paused onboarding returns to; null unless paused. */
  resumeState: z.enum(stageStates).nullable(),
  /** Optimistic-concurrency version: send it back as `?version=` on the next write. */
  version: z.number().int(),
  /** progressPercentage (0–100). */
  percentage: z.number().int(),
  investment: z
    .object({ quotaValue: decimalString, quotaNumber: decimalString, amount: decimalString })
    .nullable(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    quotaValue: decimalString.nullable(),
    currency,
    isInstitutional: z.boolean(),
  }),
  parts: onboardingSavedParts,
  screens: z.array(
    z.object({
      route: z.string(),
      part: z.enum(onboardingParts),
      section: z.string(),
      saved: z.boolean(),
    }),
  ),
  step1Complete: z.boolean(),
  next: resumeTarget,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OnboardingInfo = z.infer<typeof onboardingInfo>;

/** PUT /api/onboarding/{id} (cancel) and PUT /api/onboarding/{id}/true (force cancel). */
export const onboardingStatusResponse = z.object({
  _id: z.string(),
  onboardingId: z.string(),
  state: z.enum(onboardingStates),
  keynuaContractState: z.enum(contractStates),
});
export type OnboardingStatusResponse = z.infer<typeof onboardingStatusResponse>;

/**
 * PATCH /api/onboarding/{id}/approve-change-quota-value and …/reject-change-quota-value (requirements R3
 * "Reject quota change response": stepOnboarding, step): where the resumed onboarding continues.
 */
export const quotaChangeStepResponse = z.object({
  onboardingId: z.string(),
  state: z.enum(onboardingStates),
  stepOnboarding: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  step: z.string(),
});
export type QuotaChangeStepResponse = z.infer<typeof quotaChangeStepResponse>;

/**
 * GET /api/onboarding/linking/{id}: step 1 ("vinculación", the KYC data) of one onboarding — what
 * was saved, which screens apply and whether it is complete.
 */
export const onboardingLinking = onboardingInfo.pick({
  _id: true,
  onboardingId: true,
  state: true,
  version: true,
  parts: true,
  screens: true,
  step1Complete: true,
});
export type OnboardingLinking = z.infer<typeof onboardingLinking>;

/**
 * POST /api/onboarding/linking/user/register-form: several step-1 parts at once, keyed by their save
 * paths (`personal-information`, `address`, …), each validated by its own schema. Saved in the
 * screens' order, all or nothing.
 */
export const registerFormRequest = z.object({
  onboardingId: z.uuid({ error: 'Solicitud no válida.' }),
  parts: z.strictObject(
    Object.fromEntries(
      Object.values(onboardingPartContracts).map(({ path, schema }) => [path, schema.optional()]),
    ) as Record<string, z.ZodOptional<z.ZodType<Record<string, unknown>>>>,
    { error: 'Este formulario no tiene ese paso.' },
  ),
});
export type RegisterFormRequest = z.infer<typeof registerFormRequest>;
