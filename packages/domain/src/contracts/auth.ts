import { z } from 'zod';
import { profiles } from '../profiles.ts';
import { investorProfiles } from '../suitability.ts';
import {
  documentNumberError,
  documentTypeSchema,
  emailSchema,
  messages,
  passwordSchema,
  patterns,
  personNameSchema,
  whenDocumentParsed,
} from '../validation.ts';

export const registerRequest = z
  .object({
    documentType: documentTypeSchema,
    documentNumber: z.string({ error: messages.required }).trim().min(1, messages.required),
    name: personNameSchema,
    lastName: personNameSchema,
    // Optional: people with a single surname leave it blank (spaces alone count as blank).
    secondLastName: z
      .string()
      .trim()
      .max(60, 'Máximo 60 caracteres.')
      .refine((v) => v === '' || patterns.personName.test(v), messages.lettersOnly)
      .optional(),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: messages.required }),
    acceptTerms: z.literal(true, { error: messages.acceptTerms }),
    acceptPrivacy: z.literal(true, { error: messages.acceptPrivacy }),
    captchaToken: z.string().max(4096).optional(),
  })
  .superRefine((v, ctx) => {
    const docError = documentNumberError(v.documentType, v.documentNumber);
    if (docError) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: docError });
  }, whenDocumentParsed)
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordsDiffer });
  });
export type RegisterRequest = z.input<typeof registerRequest>;

export const registerResponse = z.object({ id: z.string(), email: z.string(), message: z.string() });

export const loginRequest = z.object({
  email: emailSchema,
  password: z.string({ error: messages.required }).min(1, messages.required).max(200),
  /** Human-verification token; required only while the account sees a burst of failures and a verifier is configured. */
  captchaToken: z.string().max(4096).optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** Login, Google login and e-mail verification all answer with a session (requirements R7: data.accessToken). */
export const sessionResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const refreshRequest = z.object({ refreshToken: z.string().min(1, messages.required).max(512) });
/** Either token names the session to end; the web sends both (the bearer in its header). */
export const logoutRequest = z.object({
  refreshToken: z.string().min(1, messages.required).max(512).optional(),
});

export const resendVerificationRequest = z.object({ email: emailSchema });
export const messageResponse = z.object({ message: z.string() });

export const userProfileResponse = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  lastName: z.string(),
  secondLastName: z.string(),
  documentType: documentTypeSchema.nullable(),
  documentNumber: z.string().nullable(),
  profile: z.enum(profiles),
  firstLogin: z.boolean(),
  questionCompleted: z.boolean(),
  affluent: z.boolean(),
  avatarUrl: z.string().nullable(),
  scope: z.array(z.string()),
  investorProfile: z.enum(investorProfiles).nullable(),
  flashdata: z.record(z.string(), z.boolean()),
  hasPassword: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileResponse>;
