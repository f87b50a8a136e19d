import { z } from 'zod';
import { investorProfiles, suitabilityQuestions } from '../suitability.ts';
import { documentTypeSchema, emailSchema, messages, passwordSchema } from '../validation.ts';

// Person lookup (requirements R7: POST /api/identity/user with the DNI and an app marker, no auth header).
export const identityLookupRequest = z.object({
  dni: z
    .string({ error: messages.required })
    .trim()
    .regex(/^\d{8}$/, 'El DNI debe tener exactamente 8 dígitos.'),
  app: z.string().max(40).optional(),
});
export const identityPerson = z.object({
  name: z.string(),
  lastName: z.string(),
  secondLastName: z.string(),
});
export type IdentityPerson = z.infer<typeof identityPerson>;

// Passwords.
export const passwordRecoveryRequest = z.object({ email: emailSchema });
const newPassword = {
  password: passwordSchema,
  confirmPassword: z.string({ error: messages.required }),
};
const confirmationMatches = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
const confirmationIssue = { path: ['confirmPassword'], message: messages.passwordsDiffer };

/** PATCH /api/password/create and /change: a new password, authorised by the reset link's token. */
export const createPasswordRequest = z.object(newPassword).refine(confirmationMatches, confirmationIssue);
export const changePasswordRequest = createPasswordRequest;
/** POST /api/profile/change-password: a logged-in user proves the current password. */
export const profileChangePasswordRequest = z
  .object({
    currentPassword: z.string({ error: messages.required }).min(1, messages.required).max(200),
    ...newPassword,
  })
  .refine(confirmationMatches, confirmationIssue);
export const validateResetTokenResponse = z.object({ valid: z.literal(true), email: z.string() });

export const googleLoginRequest = z.object({ idToken: z.string().min(1, messages.required).max(4096) });

export const otpPurposes = ['CONTRACT_SIGNATURE', 'QUOTA_TRANSFER'] as const;
export const otpRequest = z.object({
  purpose: z.enum(otpPurposes, { error: 'Selecciona un motivo válido.' }),
});
export const otpResponse = z.object({ message: z.string(), expiresInSeconds: z.number().int() });

// First-login questionnaire.
const questionKeys = suitabilityQuestions.map((q) => q.key) as [string, ...string[]];
export const questionAnswerRequest = z.object({
  questionKey: z.enum(questionKeys, { error: 'Pregunta no válida.' }),
  answerKey: z.string({ error: messages.required }).min(1, messages.required).max(40),
});
export const questionProgressResponse = z.object({
  answers: z.record(z.string(), z.string()),
  completed: z.boolean(),
  investorProfile: z.enum(investorProfiles).nullable(),
  nextStep: z.enum(['one', 'two', 'three', 'four', 'five', 'six']).nullable(),
});

// Profile extras.
export const flashdataKeys = [
  'firstTimeInPortfolio',
  'hideHeadWelcoming',
  'showedOnboardingProfile',
] as const;
export const flashdataRequest = z
  .object(
    Object.fromEntries(flashdataKeys.map((k) => [k, z.boolean().optional()])) as Record<
      (typeof flashdataKeys)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Indica al menos un dato.' });
export const flashdataResponse = z.record(z.string(), z.boolean());

export const partnerResponse = z
  .object({
    name: z.string(),
    lastName: z.string(),
    secondLastName: z.string(),
    documentType: documentTypeSchema,
    documentNumber: z.string(),
  })
  .nullable();

export const avatarResponse = z.object({ avatarUrl: z.string() });

export interface SidebarEntry {
  name: string;
  path: string;
  icon: string;
  active: boolean;
  action?: 'simulator' | 'feedback' | 'logout';
  subOption: SidebarEntry[];
}
export const sidebarEntry: z.ZodType<SidebarEntry> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    icon: z.string(),
    active: z.boolean(),
    action: z.enum(['simulator', 'feedback', 'logout']).optional(),
    subOption: z.array(sidebarEntry),
  }),
);
