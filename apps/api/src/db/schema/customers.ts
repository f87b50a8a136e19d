import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  contractStates,
  dataRequestKinds,
  documentTypes,
  onboardingHistoryEvents,
  onboardingStates,
  profileSections,
  stageStates,
  currencyCodes,
  type ProfileSection,
} from '@invierte/domain';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { products } from './catalogue.ts';

/**
 * Customers and onboarding: the customer's profile, questionnaire answers and payout accounts, and
 * every onboarding with its parts, events, files and signatures.
 */

/** A payout account a pending operation names is never deleted, only made INACTIVE. */
export const bankAccountStatuses = ['ACTIVE', 'INACTIVE'] as const;
/** COMPLETED: a download served; RECEIVED: a cancellation waiting for support. */
export const dataRequestStatuses = ['COMPLETED', 'RECEIVED'] as const;
/** The files of an onboarding: generated contract and annexes, evidence certificate, vouchers, back-office documents. */
export const onboardingFileKinds = [
  'CONTRACT',
  'ANNEX',
  'CERTIFICATE',
  'VOUCHER',
  'ADMIN_DOCUMENT',
  'BENEFICIARY_DOCUMENT',
] as const;
export type OnboardingFileKind = (typeof onboardingFileKinds)[number];
export const signatureStatuses = ['PENDING', 'SIGNED', 'VOID'] as const;

/** Answers to the first-login suitability questionnaire, one row per question. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    answerKey: text('answer_key').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionKey] })],
);

/** The customer's spouse (requirements R3 "partner"), filled during onboarding. */
export const partners = pgTable(
  'partners',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    secondLastName: text('second_last_name').notNull().default(''),
    documentType: text('document_type', { enum: documentTypes }).notNull(),
    documentNumber: text('document_number').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('partners_document_type_check', oneOf(t.documentType, documentTypes))],
);

/**
 * The customer's current profile, one row per section (personalInformation, birthdata, address,
 * occupation, partner), validated by the same schema as the onboarding part it mirrors. Editing it
 * never touches an onboarding's parts (docs/decisions/0015-customer-profile.md).
 */
export const customerProfileSections = pgTable(
  'customer_profile_sections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text('section').$type<ProfileSection>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.section] }),
    check('customer_profile_sections_section_check', oneOf(t.section, profileSections)),
  ],
);

/**
 * Where the customer is paid (rescues, earnings). At most one active default per currency; an account
 * a pending operation names is never deleted, only marked INACTIVE.
 */
export const customerBankAccounts = pgTable(
  'customer_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Key of the `bank` parameters list. */
    bank: text('bank').notNull(),
    /** Key of the `bank-account-type` parameters list. */
    accountType: text('account_type').notNull(),
    currency: text('currency', { enum: currencyCodes }).notNull(),
    accountNumber: text('account_number').notNull(),
    cci: text('cci').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    status: text('status', { enum: bankAccountStatuses }).notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_bank_accounts_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('customer_bank_accounts_one_default')
      .on(t.userId, t.currency)
      .where(sql`${t.isDefault} and ${t.status} = 'ACTIVE'`),
    uniqueIndex('customer_bank_accounts_active_cci')
      .on(t.userId, t.cci)
      .where(sql`${t.status} = 'ACTIVE'`),
    check('customer_bank_accounts_currency_check', oneOf(t.currency, currencyCodes)),
    check('customer_bank_accounts_status_check', oneOf(t.status, bankAccountStatuses)),
  ],
);

/** Every data-rights request (Ley 29733): downloads of the customer's data and cancellation requests, with their time. */
export const dataRightsRequests = pgTable(
  'data_rights_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: dataRequestKinds }).notNull(),
    /** COMPLETED (a download served) or RECEIVED (a cancellation waiting for support). */
    status: text('status', { enum: dataRequestStatuses }).notNull(),
    reason: text('reason').notNull().default(''),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_rights_requests_user_idx').on(t.userId, t.createdAt),
    check('data_rights_requests_kind_check', oneOf(t.kind, dataRequestKinds)),
    check('data_rights_requests_status_check', oneOf(t.status, dataRequestStatuses)),
  ],
);

/**
 * An investor's onboarding for one product (requirements R3, R4; state machine in packages/domain
 * onboarding). Every change goes through `transitionOnboarding` and an update whose `WHERE` names the
 * expected state and `version`, so two racing requests cannot both pass (docs/onboarding.md).
 */
export const onboardings = pgTable(
  'onboardings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    state: text('state', { enum: onboardingStates }).notNull(),
    /** requirements R3 `keynuaContractState`. */
    contractState: text('contract_state', { enum: contractStates }).notNull(),
    /** The stage a parked onboarding returns to; null unless parked. */
    resumeState: text('resume_state', { enum: stageStates }),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Why it was cancelled, disapproved or held; for the back office only. */
    reason: text('reason'),
  },
  (t) => [
    // At most one onboarding per user that is not in a final state (requirements R4 "only then a new request").
    uniqueIndex('onboardings_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.state} not in ('APPROVED', 'DISAPPROVED', 'CANCELED', 'CANCELED_BY_SUPPORT')`),
    // The back office's lists by state read a page in this order (newest change first, the id breaking
    // ties) straight from the index, without sorting every onboarding of the state.
    index('onboardings_state_idx').on(t.state, t.updatedAt.desc(), t.id),
    // The same without a state ("Todos") and for searches that match many investors.
    index('onboardings_updated_idx').on(t.updatedAt.desc(), t.id),
    // Searches by the investor find her users first, then their onboardings.
    index('onboardings_user_idx').on(t.userId),
    check('onboardings_state_check', oneOf(t.state, onboardingStates)),
    check('onboardings_contract_state_check', oneOf(t.contractState, contractStates)),
    check('onboardings_resume_state_check', oneOf(t.resumeState, stageStates)),
  ],
);

/** One saved step-1 part of an onboarding (the `data` a save call validated). */
export const onboardingParts = pgTable(
  'onboarding_parts',
  {
    onboardingId: uuid('onboarding_id')
      .notNull()
      .references(() => onboardings.id, { onDelete: 'cascade' }),
    /** OnboardingPart */
    part: text('part').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.onboardingId, t.part] })],
);

/**
 * Append-only audit trail of every onboarding change (architecture A8): who, which event, the states
 * before and after, the part and its data, IP and user agent; written in the same transaction.
 */
export const onboardingEvents = pgTable(
  'onboarding_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onboardingId: uuid('onboarding_id')
      .notNull()
      .references(() => onboardings.id, { onDelete: 'cascade' }),
    /** Null when the system sent the event (a quota-value change). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event', { enum: onboardingHistoryEvents }).notNull(),
    fromState: text('from_state', { enum: onboardingStates }),
    toState: text('to_state', { enum: onboardingStates }).notNull(),
    part: text('part'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** Write order: events of one transaction share their time, and the timeline keeps them in order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('onboarding_events_onboarding_idx').on(t.onboardingId, t.createdAt),
    check('onboarding_events_event_check', oneOf(t.event, onboardingHistoryEvents)),
    check('onboarding_events_from_state_check', oneOf(t.fromState, onboardingStates)),
    check('onboarding_events_to_state_check', oneOf(t.toState, onboardingStates)),
  ],
);

/**
 * Documents compliance does not allow to invest (issue 9 item 3). An onboarding whose investor
 * matches is held (ON_HOLD) and the investor is never told why; `reason` is for compliance only.
 */
export const restrictedPersons = pgTable(
  'restricted_persons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentType: text('document_type', { enum: documentTypes }).notNull(),
    documentNumber: text('document_number').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('restricted_persons_document_key').on(t.documentType, t.documentNumber),
    check('restricted_persons_document_type_check', oneOf(t.documentType, documentTypes)),
  ],
);

/**
 * Every file of an onboarding: the generated contract and annexes, the evidence certificate, the
 * deposit vouchers and the documents the back office adds. Files are never rewritten: the contract's
 * SHA-256 is its identity for the signature, and a removed document keeps its row (`removedAt`).
 */
export const onboardingFiles = pgTable(
  'onboarding_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onboardingId: uuid('onboarding_id')
      .notNull()
      .references(() => onboardings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: onboardingFileKinds }).notNull(),
    /** Path under DATA_DIR; never served directly. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Which generation of the contract this file belongs to (a regenerated contract is a new one). */
    generation: integer('generation').notNull().default(1),
    /** Kind-specific facts (the annex's title, the voucher's operation number, the admin document type). */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('onboarding_files_onboarding_idx').on(t.onboardingId, t.kind, t.createdAt),
    check('onboarding_files_kind_check', oneOf(t.kind, onboardingFileKinds)),
  ],
);

/**
 * One signature of one generated contract (architecture A8): the SHA-256 of the exact PDF recorded
 * before signing and checked at signing, who signed, when, from where, by which provider, and the
 * evidence certificate (its own PDF, so the signed file is never modified).
 */
export const onboardingSignatures = pgTable(
  'onboarding_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onboardingId: uuid('onboarding_id')
      .notNull()
      .references(() => onboardings.id, { onDelete: 'cascade' }),
    contractFileId: uuid('contract_file_id')
      .notNull()
      .references(() => onboardingFiles.id),
    contractSha256: text('contract_sha256').notNull(),
    /** PENDING (code sent), SIGNED, or VOID (the contract was regenerated or rejected). */
    status: text('status', { enum: signatureStatuses }).notNull(),
    /** builtin (one-time code by e-mail) | keynua | … */
    provider: text('provider').notNull().default('builtin'),
    providerRef: text('provider_ref'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    certificateFileId: uuid('certificate_file_id').references(() => onboardingFiles.id),
    /** The code's sends, failures and success with their times; the provider's webhook payload. */
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    // A contract file is signed at most once.
    uniqueIndex('onboarding_signatures_one_signed')
      .on(t.contractFileId)
      .where(sql`${t.status} = 'SIGNED'`),
    index('onboarding_signatures_onboarding_idx').on(t.onboardingId, t.createdAt),
    check('onboarding_signatures_status_check', oneOf(t.status, signatureStatuses)),
  ],
);
