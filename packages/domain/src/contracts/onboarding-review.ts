import { z } from 'zod';
import { LIST_PAGE_SIZE, pageLimit, pageNumber, pageOf, searchPageOf } from './paging.ts';
import { onboardingStates } from '../onboarding/states.ts';
import { documentNumberError } from '../rules.ts';
import { decimalString, documentTypeSchema } from '../validation.ts';

/**
 * The back office's onboarding review (requirements R7 "Onboarding admin", issue 9 item 8), under
 * /api/admin/onboarding/…; rules in docs/onboarding.md, "Review API".
 */

const uuid = z.uuid({ error: 'Solicitud no válida.' });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ingresa una fecha válida (AAAA-MM-DD).');

export const reviewIdParams = z.object({ id: uuid });

/** POST list (and GET list's query): state, names, dates of creation, paging. */
export const reviewListFilter = z.object({
  state: z.enum(onboardingStates, { error: 'Estado no válido.' }).optional(),
  /** Words that begin the investor's names, last names, e-mail (or its parts) or document number, all of them. */
  names: z.string().trim().max(100, 'Máximo 100 caracteres.').optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  page: pageNumber.default(1),
  limit: pageLimit.default(LIST_PAGE_SIZE),
});
export type ReviewListFilter = z.infer<typeof reviewListFilter>;

export const reviewListItem = z.object({
  _id: z.string(),
  state: z.string(),
  keynuaContractState: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    lastName: z.string(),
    secondLastName: z.string(),
    documentType: z.string().nullable(),
    documentNumber: z.string().nullable(),
  }),
  product: z.object({ id: z.string(), name: z.string(), currency: z.string() }),
});
export type ReviewListItem = z.infer<typeof reviewListItem>;

export const reviewList = searchPageOf(reviewListItem);

/** GET listQuantities: how many onboardings are in each state (every state, zeros included). */
export const reviewQuantities = z.object({
  total: z.number().int(),
  byState: z.record(z.string(), z.number().int()),
});

const event = z.object({
  event: z.string(),
  fromState: z.string().nullable(),
  toState: z.string(),
  actorUserId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export const reviewFile = z.object({
  id: z.string(),
  kind: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  generation: z.number().int(),
  meta: z.record(z.string(), z.unknown()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  removedAt: z.string().nullable(),
  removedBy: z.string().nullable(),
});

const decimal = decimalString;

export const reviewApproval = z.object({
  id: z.string(),
  status: z.string(),
  amount: decimal,
  currency: z.string(),
  quotaValue: decimal,
  quotaValueDate: z.string(),
  applicableDay: z.string(),
  quotas: decimal,
  makerId: z.string(),
  preparedAt: z.string(),
  checkerId: z.string().nullable(),
  executedAt: z.string().nullable(),
});
export type ReviewApproval = z.infer<typeof reviewApproval>;

/** GET {id}: the whole onboarding for the reviewer. */
export const reviewDetail = reviewListItem.extend({
  resumeState: z.string().nullable(),
  reason: z.string().nullable(),
  parts: z.record(z.string(), z.record(z.string(), z.unknown())),
  events: z.array(event),
  approval: reviewApproval.nullable(),
});

/** GET linking/{id}: step 1's saved parts. */
export const reviewLinking = z.object({
  _id: z.string(),
  state: z.string(),
  parts: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const reviewSignature = z.object({
  id: z.string(),
  contractFileId: z.string(),
  contractSha256: z.string(),
  status: z.string(),
  provider: z.string(),
  signedAt: z.string().nullable(),
  signerIp: z.string().nullable(),
  signerUserAgent: z.string().nullable(),
  certificateFileId: z.string().nullable(),
  evidence: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/** GET signing/{id}: contract files, annexes, certificates, back-office documents and signatures. */
export const reviewSigning = z.object({
  _id: z.string(),
  state: z.string(),
  keynuaContractState: z.string(),
  files: z.array(reviewFile),
  signatures: z.array(reviewSignature),
});

/** GET deposit/{id}: the transfer facts and the vouchers. */
export const reviewDeposit = z.object({
  _id: z.string(),
  state: z.string(),
  deposit: z.record(z.string(), z.unknown()).nullable(),
  investment: z.record(z.string(), z.unknown()).nullable(),
  vouchers: z.array(reviewFile),
  approval: reviewApproval.nullable(),
});

/** GET checking/{id}: the checks a reviewer reads before deciding. */
export const reviewChecking = z.object({
  _id: z.string(),
  state: z.string(),
  checks: z.array(z.object({ key: z.string(), label: z.string(), ok: z.boolean(), detail: z.string() })),
});

/** The answer of every decision: where the onboarding stands now. */
export const reviewDecision = z.object({
  _id: z.string(),
  state: z.string(),
  keynuaContractState: z.string(),
  version: z.number().int(),
});

export const reviewReasonBody = z.object({
  reason: z
    .string({ error: 'Indica el motivo.' })
    .trim()
    .min(5, 'Indica el motivo (al menos 5 caracteres).')
    .max(500, 'Máximo 500 caracteres.'),
});

/** POST approve. */
export const reviewApproveBody = z.object({ idOnboarding: uuid });

/** POST approve answers the prepared approval (first administrator) or the executed one (second). */
export const reviewApproveResult = z.object({
  _id: z.string(),
  state: z.string(),
  step: z.enum(['PREPARED', 'EXECUTED']),
  approval: reviewApproval,
});

/** POST signing/{id}/remove-document. */
export const reviewRemoveDocumentBody = z.object({ idFile: uuid });

/** The document types the back office may add at the signing stage (multipart field `type`). */
export const reviewDocumentTypes = ['CONTRATO_FIRMADO', 'ANEXO', 'DOCUMENTO_IDENTIDAD', 'OTRO'] as const;

const restrictedPersonFields = z.object({
  documentType: documentTypeSchema,
  documentNumber: z
    .string({ error: 'Ingresa el número de documento.' })
    .trim()
    .regex(/^[A-Za-z0-9]{5,15}$/, 'Ingresa un número de documento válido.'),
  reason: z
    .string({ error: 'Indica el motivo.' })
    .trim()
    .min(5, 'Indica el motivo (al menos 5 caracteres).')
    .max(500),
});

export const restrictedPersonBody = restrictedPersonFields.superRefine((v, ctx) => {
  // A DNI is 8 digits, as every other DNI field of the platform says.
  if (v.documentType !== 'DNI') return;
  const issue = documentNumberError('DNI', v.documentNumber);
  if (issue) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: issue });
});
/** GET restricted-persons: the list, newest first, searched by document number or reason. */
export const restrictedListQuery = z.object({
  search: z.string().trim().max(100, 'Máximo 100 caracteres.').optional(),
  page: pageNumber.default(1),
  limit: pageLimit.default(LIST_PAGE_SIZE),
});
export type RestrictedListQuery = z.infer<typeof restrictedListQuery>;
export const restrictedListItem = z.object({
  documentType: z.string(),
  documentNumber: z.string(),
  /** For compliance only: never shown to the investor. */
  reason: z.string(),
  /** Who listed it (null for the seeded entries or a removed administrator). */
  addedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type RestrictedListItem = z.infer<typeof restrictedListItem>;
export const restrictedList = pageOf(restrictedListItem);
export type RestrictedList = z.infer<typeof restrictedList>;
export type RestrictedPersonResult = z.infer<typeof restrictedPersonResult>;

export const restrictedPersonParams = restrictedPersonFields.pick({
  documentType: true,
  documentNumber: true,
});
export type ReviewApproveResult = z.infer<typeof reviewApproveResult>;

export const restrictedPersonResult = z.object({
  documentType: z.string(),
  documentNumber: z.string(),
  restricted: z.boolean(),
  /** Adding: how many onboardings in flight that name the document were held (ON_HOLD). */
  heldOnboardings: z.number().int().optional(),
});

/** The support queue: paging only (the state is WAITING_FOR_CANCEL). */
export const supportQueueQuery = reviewListFilter.pick({ page: true, limit: true });

/** Reject-signing, reject-deposit, support cancel and clear-restriction take an optional reason. */
export const reviewOptionalReasonBody = z
  .object({ reason: reviewReasonBody.shape.reason.optional() })
  .optional();
