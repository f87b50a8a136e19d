import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  currencyCodes,
  ledgerAccountKinds,
  ledgerBuckets,
  ledgerOperations,
  movementStatuses,
  movementTypes,
  rescueStatuses,
} from '@invierte/domain';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { products } from './catalogue.ts';
import { customerBankAccounts, onboardings } from './customers.ts';

/**
 * Ledger and portfolio operations: the journal that holds every quota (docs/decisions/0014-ledger.md),
 * the investor-facing record of each operation, rescues and their quarterly cap, the deposit
 * approval's maker-checker and the idempotency keys of money-moving calls.
 */

/** A holding is never closed today; the set is closed so a new status is a deliberate migration. */
export const investmentStatuses = ['ACTIVE'] as const;
/** PREPARED by the maker, EXECUTED by a different checker, or VOID when the onboarding moved on. */
export const approvalStatuses = ['PREPARED', 'EXECUTED', 'VOID'] as const;

/**
 * The parent of a user's movements in one product (one per user × product) and where its payouts go.
 * It does not hold the quotas: the ledger's POSITION account does (docs/decisions/0014-ledger.md).
 */
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
    status: text('status', { enum: investmentStatuses }).notNull().default('ACTIVE'),
    /**
     * Where this holding's rescues and earnings are paid (attach-bank-account); null: the customer's
     * default active account in the product's currency.
     */
    bankAccountId: uuid('bank_account_id').references(() => customerBankAccounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('investments_user_product_key').on(t.userId, t.productId),
    check('investments_status_check', oneOf(t.status, investmentStatuses)),
  ],
);

/**
 * The investor's record of each operation (what "Movimientos" lists), written in the same
 * transaction as the journal transaction it describes. `quotas` is signed (subscriptions positive,
 * rescues negative) for display; no decision reads a holding from here, the ledger's positions hold
 * the quotas (docs/decisions/0014-ledger.md). `idempotencyKey` makes a retried request land once.
 */
export const movements = pgTable(
  'movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    investmentId: uuid('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    type: text('type', { enum: movementTypes }).notNull(),
    status: text('status', { enum: movementStatuses }).notNull(),
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
    check('movements_type_check', oneOf(t.type, movementTypes)),
    check('movements_status_check', oneOf(t.status, movementStatuses)),
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
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
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
  (t) => [
    uniqueIndex('ledger_accounts_code_key').on(t.code),
    index('ledger_accounts_user_idx').on(t.userId),
    check('ledger_accounts_kind_known', oneOf(t.kind, ledgerAccountKinds)),
  ],
);

/**
 * One journal transaction: a set of entries that balances to zero per asset and bucket. Never
 * updated or deleted; a correction is another transaction that names the one it reverses.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ledgerOperations }).notNull(),
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
    check('ledger_transactions_kind_known', oneOf(t.kind, ledgerOperations)),
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
    /** Which balance of the account the entry moves. */
    bucket: text('bucket', { enum: ledgerBuckets }).notNull(),
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
    check('ledger_entries_bucket_known', oneOf(t.bucket, ledgerBuckets)),
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
    status: text('status', { enum: approvalStatuses }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: text('currency', { enum: currencyCodes }).notNull(),
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
    check('onboarding_approvals_status_check', oneOf(t.status, approvalStatuses)),
    check('onboarding_approvals_currency_check', oneOf(t.currency, currencyCodes)),
  ],
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
    currency: text('currency', { enum: currencyCodes }).notNull(),
    quotas: numeric('quotas', { precision: 20, scale: 8 }).notNull(),
    quotaValue: numeric('quota_value', { precision: 20, scale: 8 }).notNull(),
    quotaValueDate: date('quota_value_date', { mode: 'string' }).notNull(),
    applicableDay: date('applicable_day', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** The quarter whose repurchase cap the request counts against, `2026-Q4`. */
    quarter: text('quarter').notNull(),
    status: text('status', { enum: rescueStatuses }).notNull().default('PENDING'),
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
    check('rescues_currency_check', oneOf(t.currency, currencyCodes)),
    check('rescues_status_check', oneOf(t.status, rescueStatuses)),
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
