import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  numeric,
  pgTable,
  text,
  timestamp,
  check,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The relational model. Money is NUMERIC(18,2), quota values and quota counts NUMERIC(20,8); drizzle
 * hands them over as strings, which is what we want: no float ever holds money.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    secondLastName: text('second_last_name').notNull().default(''),
    /** Null until onboarding for accounts opened with Google, which carry no document. */
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    googleSubject: text('google_subject'),
    /** Push-notification device token the web sends as `firebase-token` (requirements R7). */
    firebaseToken: text('firebase_token'),
    /** Suitability result of the first-login questionnaire: CONSERVADOR | MODERADO | ARRIESGADO. */
    investorProfile: text('investor_profile'),
    /** UI flags the web keeps on the server (firstTimeInPortfolio, hideHeadWelcoming, …). */
    flashdata: jsonb('flashdata').$type<Record<string, boolean>>().notNull().default({}),
    profile: text('profile').notNull().default('INTERESADO'),
    firstLogin: boolean('first_login').notNull().default(true),
    questionCompleted: boolean('question_completed').notNull().default(false),
    affluent: boolean('affluent').notNull().default(false),
    avatarPath: text('avatar_path'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The admin profile whose roles give an ADMIN their permissions (null: none). On the user row so
     * the session check every request makes already carries it.
     */
    adminProfileId: uuid('admin_profile_id').references((): AnyPgColumn => adminProfiles.id),
    /**
     * What the back office searches a user by — full name, e-mail and document — lower-cased once
     * when the row is written, so a search is a plain `LIKE` over one column (trigram-indexed)
     * instead of concatenating and case-folding every user's fields on every request.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${users.name} || ' ' || ${users.lastName} || ' ' || ${users.secondLastName} || ' ' || ${users.email} || ' ' || coalesce(${users.documentNumber}, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_document_key').on(t.documentType, t.documentNumber),
    uniqueIndex('users_google_key').on(t.googleSubject),
    index('users_admin_profile_idx').on(t.adminProfileId),
    check('users_admin_profile_only_admins', sql`${t.adminProfileId} is null or ${t.profile} = 'ADMIN'`),
    // The back office's searches (`search_text LIKE '%…%'`) read this trigram index instead of every
    // user: pg_trgm answers a substring match anywhere in the text.
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Single-use secrets sent to a user (e-mail verification, password reset, one-time codes); hashes only. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);

/**
 * One row per login on one device. Every access token names its session and every request checks it,
 * so revoking the row (logout, password change or reset, disabling the account) ends that session at
 * once instead of when the token expires (docs/decisions/0008).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** LOGOUT | LOGOUT_ALL | PASSWORD_CHANGED | PASSWORD_RESET | DISABLED | REFRESH_REUSED */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens rotate; every token of one session shares its family (the session id) so reuse can revoke them all. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Every e-mail the product sends, whatever the provider: the audit trail and the built-in outbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id'),
    filePath: text('file_path'),
    createdAt: createdAt(),
    /** QUEUED (written with the operation, sent after its commit), SENT, or FAILED after its last attempt. */
    status: text('status').notNull().default('SENT'),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued message is due: its next try, or the end of the lease of the sender that claimed it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.toAddress),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'QUEUED'`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** factoring | bono | mutuo | renta-fia */
    type: text('type').notNull(),
    /** The simulator's product number (requirements R3: 1 Factoring, 3 Bono Select MidCap, 4 Mutuo Acreencias). */
    simulatorValue: integer('simulator_value'),
    currency: text('currency').notNull(),
    minInvestment: numeric('min_investment', { precision: 18, scale: 2 }).notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    isInstitutional: boolean('is_institutional').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    /** Why the product is locked, shown in the web's "stop" modal (requirements R8 ProductLockedException). */
    lockedMessage: text('locked_message'),
    position: integer('position').notNull().default(0),
    description: text('description').notNull().default(''),
    colorPrimary: text('color_primary').notNull().default('#0B5CAD'),
    colorSecondary: text('color_secondary').notNull().default('#E8F1FB'),
    /** The fund's participation regulation (reglamento de participación) document. */
    regulationUrl: text('regulation_url'),
    /** The regulation PDF the back office uploaded (replaces regulationUrl for investors); null if none. */
    regulationFileKey: text('regulation_file_key'),
    regulationFileName: text('regulation_file_name'),
    regulationSize: integer('regulation_size'),
    regulationSha256: text('regulation_sha256'),
    regulationUploadedAt: timestamp('regulation_uploaded_at', { withTimezone: true }),
    /** The terms and payment frequencies its page shows (PUT updateTableChange); null: its kind's. */
    detailTable: jsonb('detail_table').$type<{
      terms: Array<{ label: string; months: number | null; days: number | null }>;
      paymentFrequencies: string[];
    } | null>(),
    /** Soft delete by the back office: hidden everywhere, kept for the audit log's references. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    uniqueIndex('products_code_currency_key').on(t.code, t.currency),
  ],
);

/** A chart on a product's page (back office: PUT chart/position, DELETE config-chart). */
export const productCharts = pgTable(
  'product_charts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** LINE | BAR */
    kind: text('kind').notNull(),
    /** 1 is shown first; kept 1..n without gaps per product. */
    position: integer('position').notNull(),
    /** The series: labels in order, values as decimal strings. */
    points: jsonb('points').$type<Array<{ label: string; value: string }>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_charts_product_idx').on(t.productId, t.position),
    check('product_charts_kind_check', sql`${t.kind} in ('LINE', 'BAR')`),
  ],
);

/** One quota value per product and business day (America/Lima). */
export const quotaValues = pgTable(
  'quota_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 20, scale: 8 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quota_values_product_date_key').on(t.productId, t.valueDate)],
);

/** A user's holding in one product; its quotas are the sum of its approved movements. */
export const investments = pgTable(
  'investments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    status: text('status').notNull().default('ACTIVE'),
    /**
     * Where this holding's rescues and earnings are paid (attach-bank-account); null: the customer's
     * default active account in the product's currency.
     */
    bankAccountId: uuid('bank_account_id').references(() => customerBankAccounts.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('investments_user_product_key').on(t.userId, t.productId)],
);

/**
 * Money and quota movements. `quotas` is signed (subscriptions positive, rescues negative) so a
 * holding is one SUM; `idempotencyKey` makes a retried request land once.
 */
export const movements = pgTable(
  'movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    investmentId: uuid('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    quotaValue: numeric('quota_value', { precision: 20, scale: 8 }).notNull(),
    quotas: numeric('quotas', { precision: 20, scale: 8 }).notNull(),
    operationDate: date('operation_date', { mode: 'string' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('movements_investment_idx').on(t.investmentId, t.operationDate),
    uniqueIndex('movements_idempotency_key')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * Failed logins per e-mail address (whether or not an account exists, so the lock reveals nothing) and
 * client address: the pair is slowed and then locked, so a stranger's failures never lock the owner
 * out. The row with client_ip '*' counts every address's failures on the e-mail, which slows all
 * attempts, asks for the human check where configured, and warns the owner by e-mail.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull().default('*'),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When the owner was last warned of a burst (account-wide row only). */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.email, t.clientIp] })],
);

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
export const partners = pgTable('partners', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  lastName: text('last_name').notNull(),
  secondLastName: text('second_last_name').notNull().default(''),
  documentType: text('document_type').notNull(),
  documentNumber: text('document_number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The fund's collection accounts a customer deposits into (GET /api/products/{id}/accounts). */
export const fundAccounts = pgTable('fund_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  bank: text('bank').notNull(),
  accountNumber: text('account_number').notNull(),
  cci: text('cci').notNull(),
  holder: text('holder').notNull(),
});

/** Lists of options the web shows (feedback reasons, …), by group (GET /api/parameters/group/{name}). */
export const parameters = pgTable(
  'parameters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupName: text('group_name').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('parameters_group_key').on(t.groupName, t.key)],
);

/** USD/PEN rates by day, kept by administrators. */
export const exchangeRates = pgTable('exchange_rates', {
  rateDate: date('rate_date', { mode: 'string' }).primaryKey(),
  buy: numeric('buy', { precision: 10, scale: 4 }).notNull(),
  sell: numeric('sell', { precision: 10, scale: 4 }).notNull(),
  source: text('source').notNull(),
});

/** Investment advisers; customers are handed out in turn (GET /api/customer-support/next-operator). */
export const supportOperators = pgTable('support_operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  calendlyUrl: text('calendly_url').notNull(),
  active: boolean('active').notNull().default(true),
  lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
});

/** Newsletter sign-ups (requirements R3 "letter"). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(t.email),
    // The letters search matches a substring of the e-mail or the name (pg_trgm).
    index('newsletter_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('newsletter_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export interface StoredFile {
  key: string;
  mime: string;
  size: number;
}

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  comment: text('comment').notNull(),
  operationNumber: text('operation_number'),
  files: jsonb('files').$type<StoredFile[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** Every simulation a person runs (POST /api/calculator/register and /register-participant). */
export const calculations = pgTable('calculations', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  audience: text('audience').notNull(),
  source: text('source').notNull(),
  currency: text('currency').notNull(),
  amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  months: integer('months').notNull(),
  productValue: integer('product_value'),
  createdAt: createdAt(),
});

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
    /** OnboardingState */
    state: text('state').notNull(),
    /** ContractState (requirements R3 `keynuaContractState`) */
    contractState: text('contract_state').notNull(),
    /** The stage a parked onboarding returns to; null unless parked. */
    resumeState: text('resume_state'),
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
    index('onboardings_state_idx').on(t.state, t.updatedAt),
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
    event: text('event').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    part: text('part'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** Write order: events of one transaction share their time, and the timeline keeps them in order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('onboarding_events_onboarding_idx').on(t.onboardingId, t.createdAt)],
);

/**
 * Documents compliance does not allow to invest (issue 9 item 3). An onboarding whose investor
 * matches is held (ON_HOLD) and the investor is never told why; `reason` is for compliance only.
 */
export const restrictedPersons = pgTable(
  'restricted_persons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('restricted_persons_document_key').on(t.documentType, t.documentNumber)],
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
    /** CONTRACT | ANNEX | CERTIFICATE | VOUCHER | ADMIN_DOCUMENT */
    kind: text('kind').notNull(),
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
  (t) => [index('onboarding_files_onboarding_idx').on(t.onboardingId, t.kind, t.createdAt)],
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
    /** PENDING (code sent) | SIGNED | VOID (the contract was regenerated or rejected) */
    status: text('status').notNull(),
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
  ],
);

/**
 * The ledger (architecture A7, docs/ledger.md): one row per account. An investor's holding in a
 * product is the account of kind POSITION (at most one per user × product); the fund's issued units,
 * the fund's bank and the investor's cash in transit are accounts too. `posted` is the balance,
 * `reserved` the part of it held by pending requests (rescues); both change only together with a
 * journal entry, and `version` grows with every change. A POSITION keeps 0 ≤ reserved ≤ posted.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account's natural key (ledgerAccountCode): one account per kind, owner, product and asset. */
    code: text('code').notNull(),
    /** POSITION | FUND_ISSUED_UNITS | FUND_BANK | INVESTOR_CASH_IN_TRANSIT (LedgerAccountKind) */
    kind: text('kind').notNull(),
    /** What the balance counts: `UNITS:<productId>` for quotas, `PEN` / `USD` for money. */
    asset: text('asset').notNull(),
    userId: uuid('user_id').references(() => users.id),
    productId: uuid('product_id').references(() => products.id),
    posted: numeric('posted', { precision: 24, scale: 8 }).notNull().default('0'),
    reserved: numeric('reserved', { precision: 24, scale: 8 }).notNull().default('0'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ledger_accounts_code_key').on(t.code), index('ledger_accounts_user_idx').on(t.userId)],
);

/**
 * One journal transaction: a set of entries that balances to zero per asset and bucket. Never
 * updated or deleted; a correction is another transaction that names the one it reverses.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SUBSCRIPTION | RESERVE | RELEASE | SETTLE | REVERSAL | REINVESTMENT | TRANSFER (LedgerOperation) */
    kind: text('kind').notNull(),
    /** What caused it, e.g. `onboarding:<id>`; a subscription's reference is unique. */
    reference: text('reference').notNull(),
    reversesId: uuid('reverses_id'),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    memo: jsonb('memo').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_kind_reference_key').on(t.kind, t.reference),
    // A reservation resolves at most once: released or settled, never both, never twice.
    uniqueIndex('ledger_transactions_one_resolution_key')
      .on(t.reference)
      .where(sql`${t.kind} in ('RELEASE', 'SETTLE')`),
    uniqueIndex('ledger_transactions_one_reversal_key')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
  ],
);

/** One line of a journal transaction, with the account's balance before and after it. Append-only. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Copied from the account so that balancing per asset needs no join. */
    asset: text('asset').notNull(),
    /** POSTED | RESERVED: which balance of the account the entry moves. */
    bucket: text('bucket').notNull(),
    /** Signed: positive raises the balance, negative lowers it. */
    amount: numeric('amount', { precision: 24, scale: 8 }).notNull(),
    balanceBefore: numeric('balance_before', { precision: 24, scale: 8 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 24, scale: 8 }).notNull(),
    /** Position of the entry inside its transaction. */
    line: integer('line').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('ledger_entries_transaction_line_key').on(t.transactionId, t.line),
  ],
);

/**
 * Idempotency keys of money-moving calls (architecture A7): written in the same transaction as the
 * effect, so a retry with the same key and body gets the first answer and another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    callerId: uuid('caller_id').notNull(),
    key: text('key').notNull(),
    /** Which call the key was used on (method and route). */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.callerId, t.key] }), index('idempotency_keys_expiry_idx').on(t.expiresAt)],
);

/**
 * Maker-checker of the deposit approval that credits quotas: the first administrator prepares the
 * priced subscription, a different one confirms it and the ledger posts it. At most one open (PREPARED)
 * and one EXECUTED approval per onboarding.
 */
export const onboardingApprovals = pgTable(
  'onboarding_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onboardingId: uuid('onboarding_id')
      .notNull()
      .references(() => onboardings.id),
    /** PREPARED | EXECUTED | VOID */
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    quotaValue: numeric('quota_value', { precision: 20, scale: 8 }).notNull(),
    quotaValueDate: date('quota_value_date', { mode: 'string' }).notNull(),
    /** The Lima business day whose quota value applies (the 4:30 pm rule, docs/business-rules.md). */
    applicableDay: date('applicable_day', { mode: 'string' }).notNull(),
    quotas: numeric('quotas', { precision: 20, scale: 8 }).notNull(),
    makerId: uuid('maker_id')
      .notNull()
      .references(() => users.id),
    preparedAt: timestamp('prepared_at', { withTimezone: true }).notNull(),
    checkerId: uuid('checker_id').references(() => users.id),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('onboarding_approvals_one_open')
      .on(t.onboardingId)
      .where(sql`${t.status} in ('PREPARED', 'EXECUTED')`),
  ],
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
    /** ProfileSection */
    section: text('section').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section] })],
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
    currency: text('currency').notNull(),
    accountNumber: text('account_number').notNull(),
    cci: text('cci').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** ACTIVE | INACTIVE */
    status: text('status').notNull().default('ACTIVE'),
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
    /** EXPORT_JSON | EXPORT_PDF | CANCELLATION */
    kind: text('kind').notNull(),
    /** COMPLETED (a download served) | RECEIVED (a cancellation waiting for support) */
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('data_rights_requests_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A rescue (rescate) request: fixed in quotas and priced when made (docs/business-rules.md,
 * "Rescues"). Its units are reserved on the ledger in the transaction that inserts it; settling
 * posts them, cancelling or rejecting releases them. Status moves only with the old status and
 * version in the WHERE, so a request resolves once.
 */
export const rescues = pgTable(
  'rescues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => customerBankAccounts.id),
    currency: text('currency').notNull(),
    quotas: numeric('quotas', { precision: 20, scale: 8 }).notNull(),
    quotaValue: numeric('quota_value', { precision: 20, scale: 8 }).notNull(),
    quotaValueDate: date('quota_value_date', { mode: 'string' }).notNull(),
    applicableDay: date('applicable_day', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** The quarter whose repurchase cap the request counts against, `2026-Q4`. */
    quarter: text('quarter').notNull(),
    /** PENDING | SETTLED | CANCELED | REJECTED */
    status: text('status').notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('rescues_user_idx').on(t.userId, t.status, t.requestedAt),
    index('rescues_status_idx').on(t.status, t.requestedAt),
    check('rescues_positive', sql`${t.quotas} > 0 and ${t.amount} > 0`),
  ],
);

/**
 * The fund's repurchase counter per quarter (architecture A7 "Fund limits"): the cap is 15 % of the
 * quotas in circulation when the quarter began; `requested` counts pending and settled rescues of
 * the quarter. Locked in the transaction that reserves, and the CHECK holds the cap even against a
 * bug.
 */
export const repurchaseQuarters = pgTable(
  'repurchase_quarters',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quarter: text('quarter').notNull(),
    capitalUnits: numeric('capital_units', { precision: 24, scale: 8 }).notNull(),
    capUnits: numeric('cap_units', { precision: 24, scale: 8 }).notNull(),
    requestedUnits: numeric('requested_units', { precision: 24, scale: 8 }).notNull().default('0'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.quarter] }),
    check(
      'repurchase_quarters_within_cap',
      sql`${t.requestedUnits} >= 0 and ${t.requestedUnits} <= ${t.capUnits}`,
    ),
  ],
);

/**
 * What the investor should know (requirements R3 "Alert": _id, isViewed): written in the same transaction as
 * the event it tells of (a rescue paid or rejected, an investment approved or not), listed until
 * opened.
 */
export const userAlerts = pgTable(
  'user_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of `AlertKind` (modules/alerts/record-alert.ts): what happened, e.g. RESCUE_SETTLED, SIGNING_APPROVED. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** Where opening it takes the investor. */
    link: text('link').notNull(),
    createdAt: createdAt(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
  },
  (t) => [
    index('user_alerts_unseen_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.viewedAt} is null`),
  ],
);

/**
 * Back-office roles: named sets of permissions. Their definitions are code (packages/domain
 * admin-roles.ts); this table and `admin_role_permissions` mirror them, rewritten after every
 * migration run, so profiles can reference roles and the database answers who may do what.
 */
export const adminRoles = pgTable('admin_roles', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});

export const adminRolePermissions = pgTable(
  'admin_role_permissions',
  {
    roleCode: text('role_code')
      .notNull()
      .references(() => adminRoles.code, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.permission] })],
);

/** Admin profiles (requirements R7 ProfileAdmin): a named set of roles; every administrator has one. */
export const adminProfiles = pgTable(
  'admin_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admin_profiles_name_key').on(sql`lower(${t.name})`)],
);

export const adminProfileRoles = pgTable(
  'admin_profile_roles',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => adminProfiles.id, { onDelete: 'cascade' }),
    roleCode: text('role_code')
      .notNull()
      .references(() => adminRoles.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.roleCode] })],
);

/**
 * Documents the back office uploads for one investor (an account statement, investment report or
 * participation certificate), optionally about one fund; the investor downloads them from the
 * portfolio. A removed document keeps its row and file (who removed it and when) but is no longer shown.
 */
export const investorDocuments = pgTable(
  'investor_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    /** ACCOUNT_STATEMENT | INVESTMENT_REPORT | CERTIFICATE */
    type: text('type').notNull(),
    /** The period or title the investor reads ("Octubre 2026", "Reporte del tercer trimestre"). */
    title: text('title').notNull(),
    /** Path under DATA_DIR; never served directly. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('investor_documents_user_idx').on(t.userId, t.productId, t.createdAt),
    check(
      'investor_documents_type_check',
      sql`${t.type} in ('ACCOUNT_STATEMENT', 'INVESTMENT_REPORT', 'CERTIFICATE')`,
    ),
  ],
);

/**
 * Every back-office write (docs/back-office.md, "Audit log"), in the transaction of the write: who,
 * from where, what, and the values before and after. Append-only (a trigger refuses UPDATE and
 * DELETE), and hash-chained: each row's hash covers the previous row's hash and its own content, so a
 * changed or deleted row breaks the chain from there on (`verifyAuditLog`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorUserId: uuid('actor_user_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** What was done, named by the permission-like code of the call (`rescue.settle`). */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

/**
 * Excel files applied through a two-phase import (apps/api/src/shared/excel-import): one row per
 * applied file, so the same content (its SHA-256) is never applied twice to the same template.
 */
export const excelImports = pgTable(
  'excel_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The template's code (`portfolio-investments`, `portfolio-movements`, …). */
    template: text('template').notNull(),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    /** What the apply did, as the template summarises it (counts, totals). */
    summary: jsonb('summary').$type<Array<{ label: string; value: string }>>().notNull(),
    /** Flagged rows (repeated, already posted, unusual) the operator confirmed as distinct, with the reason. */
    confirmations: jsonb('confirmations')
      .$type<Array<{ row: number; reason: string; flags: string[] }>>()
      .notNull()
      .default([]),
    appliedBy: uuid('applied_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('excel_imports_template_sha256_key').on(t.template, t.sha256),
    index('excel_imports_applied_at_idx').on(t.template, t.appliedAt),
  ],
);
