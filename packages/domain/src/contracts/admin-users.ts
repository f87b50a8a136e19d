import { z } from 'zod';
import { LIST_PAGE_SIZE, pageLimit, pageNumber, pageOf, searchPageOf } from './paging.ts';
import { permissions } from '../permissions.ts';
import { profiles } from '../profiles.ts';
import { decimalString, documentTypeSchema, emailSchema, personNameSchema } from '../validation.ts';

/**
 * The back office's users (requirements R6 "user lists (participants, by profile), user update/disable", R7
 * Admin: /api/admin/user/…, /api/admin/users/me, /api/admin/updateprofile): docs/back-office.md.
 */

const userId = z.uuid({ error: 'Usuario no válido.' });

/** What a users list can be sorted by. */
export const adminUserSorts = ['createdAt', 'name', 'email', 'documentNumber'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];

/** POST listparticipant: participants, searched by names, e-mail or document, paged and sorted. */
export const participantListRequest = z.object({
  /** Words that begin the names, last names, e-mail (or its parts) or document number, all of them. */
  search: z.string().trim().max(100, 'Máximo 100 caracteres.').optional(),
  /** ACTIVE: can log in; DISABLED: disabled by the back office. */
  status: z.enum(['ACTIVE', 'DISABLED'], { error: 'Estado no válido.' }).optional(),
  page: pageNumber.default(1),
  limit: pageLimit.default(LIST_PAGE_SIZE),
  sort: z.enum(adminUserSorts, { error: 'Orden no válido.' }).default('createdAt'),
  direction: z.enum(['asc', 'desc'], { error: 'Dirección de orden no válida.' }).default('desc'),
});
export type ParticipantListRequest = z.infer<typeof participantListRequest>;

/** POST listbyprofile: the same filters for the users of one profile. */
export const usersByProfileRequest = participantListRequest.extend({
  profile: z.enum(profiles, { error: 'Elige un perfil: INTERESADO, PARTICIPE o ADMIN.' }),
});
export type UsersByProfileRequest = z.infer<typeof usersByProfileRequest>;

const decimal = decimalString;

/** One quota position a participant holds (from the ledger's balances). */
export const adminUserHolding = z.object({
  productId: z.string(),
  productName: z.string(),
  currency: z.string(),
  /** Quotas held, up to 8 decimals. */
  quotas: decimal,
});

export const adminUserItem = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  lastName: z.string(),
  secondLastName: z.string(),
  documentType: documentTypeSchema.nullable(),
  documentNumber: z.string().nullable(),
  profile: z.enum(profiles),
  affluent: z.boolean(),
  emailVerified: z.boolean(),
  questionCompleted: z.boolean(),
  investorProfile: z.string().nullable(),
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  /** Positions with quotas (filled for participants; empty for the other profiles). */
  holdings: z.array(adminUserHolding),
  /**
   * The operation day (YYYY-MM-DD) of a participant's first approved subscription: when she became a
   * participant, which her account's creation date is not. Null for the other profiles and before any.
   */
  participantSince: z.string().nullable(),
});
export type AdminUserItem = z.infer<typeof adminUserItem>;

export const adminUserList = searchPageOf(adminUserItem);
export type AdminUserList = z.infer<typeof adminUserList>;

/** What an administrator may correct on an investor's account; anything else is refused. */
export const adminUserUpdateRequest = z
  .strictObject(
    {
      userId,
      name: personNameSchema.optional(),
      lastName: personNameSchema.optional(),
      secondLastName: personNameSchema.or(z.literal('')).optional(),
      email: emailSchema.optional(),
      /** Follows the holdings: PARTICIPE only with quotas, INTERESADO only without. */
      profile: z
        .enum(['INTERESADO', 'PARTICIPE'], { error: 'El perfil solo puede ser INTERESADO o PARTICIPE.' })
        .optional(),
      /** Affluent customers see Historial de tasas and the whole simulator (requirements R6). */
      affluent: z.boolean({ error: 'Indica sí o no.' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Solo se pueden corregir los nombres, el correo, el perfil (interesado o partícipe) y si es cliente preferente.'
          : undefined,
    },
  )
  .refine((v) => Object.keys(v).some((k) => k !== 'userId'), {
    message: 'Indica al menos un dato que cambiar.',
  });
export type AdminUserUpdateRequest = z.infer<typeof adminUserUpdateRequest>;

/** The back office's edit form: every correctable field, filled (the call sends only what changed). */
export const adminUserEditForm = z.object({
  name: personNameSchema,
  lastName: personNameSchema,
  secondLastName: personNameSchema.or(z.literal('')),
  email: emailSchema,
  profile: z.enum(['INTERESADO', 'PARTICIPE'], { error: 'El perfil solo puede ser INTERESADO o PARTICIPE.' }),
  affluent: z.boolean(),
});
export type AdminUserEditForm = z.infer<typeof adminUserEditForm>;

/** POST disabled: disable (cannot log in, sessions end) or enable again. */
export const adminUserDisableRequest = z.object({
  userId,
  disabled: z.boolean({ error: 'Indica si la cuenta queda desactivada (true) o activa (false).' }),
});
export type AdminUserDisableRequest = z.infer<typeof adminUserDisableRequest>;

/** GET user/question: questionnaire answers, of one user or of everyone who answered. */
export const adminQuestionQuery = z.object({
  userId: userId.optional(),
  search: z.string().trim().max(100, 'Máximo 100 caracteres.').optional(),
  page: pageNumber.default(1),
  limit: pageLimit.default(LIST_PAGE_SIZE),
});
export type AdminQuestionQuery = z.infer<typeof adminQuestionQuery>;

export const adminQuestionAnswer = z.object({
  questionKey: z.string(),
  question: z.string(),
  answerKey: z.string(),
  /** The option's text; the stored key when the questionnaire no longer offers it. */
  answer: z.string(),
  score: z.number().int().nullable(),
  answeredAt: z.string(),
});

export const adminQuestionnaire = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    lastName: z.string(),
    secondLastName: z.string(),
    profile: z.enum(profiles),
  }),
  questionCompleted: z.boolean(),
  investorProfile: z.string().nullable(),
  answers: z.array(adminQuestionAnswer),
});
export type AdminQuestionnaire = z.infer<typeof adminQuestionnaire>;

export const adminQuestionList = pageOf(adminQuestionnaire);

/** GET users/me: the administrator's own record and what the server lets them do. */
export const adminMe = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  lastName: z.string(),
  secondLastName: z.string(),
  profile: z.literal('ADMIN'),
  adminProfile: z.object({ id: z.string(), name: z.string() }).nullable(),
  permissions: z.array(z.enum(permissions)),
});
export type AdminMe = z.infer<typeof adminMe>;

/** PUT updateprofile: the administrator's own names (the e-mail and access change elsewhere). */
export const adminOwnProfileRequest = z.strictObject(
  {
    name: personNameSchema,
    lastName: personNameSchema,
    secondLastName: personNameSchema.or(z.literal('')).default(''),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Aquí solo puedes cambiar tus nombres y apellidos.' : undefined,
  },
);
export type AdminOwnProfileRequest = z.infer<typeof adminOwnProfileRequest>;

// Letters (newsletter entries, requirements R7 "Letters", R9 "Letter page size 10").

export const LETTERS_PAGE_SIZE = 10;

export const letterListQuery = z.object({
  page: pageNumber.default(1),
  limit: pageLimit.default(LETTERS_PAGE_SIZE),
  /** Part of the e-mail or name. */
  search: z.string().trim().max(100, 'Máximo 100 caracteres.').optional(),
});
export type LetterListQuery = z.infer<typeof letterListQuery>;

export const letterItem = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** Where the entry came from: the footer (webapp) or the onboarding. */
  source: z.string(),
  createdAt: z.string(),
});
export type LetterItem = z.infer<typeof letterItem>;

export const letterList = pageOf(letterItem);
export type LetterList = z.infer<typeof letterList>;

export const letterIdParams = z.object({ id: z.uuid({ error: 'Inscripción no válida.' }) });
export const letterDeleted = z.object({ id: z.string() });
