import { sql, type SQL } from 'drizzle-orm';
import {
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { documentTypes, investorProfiles, profiles } from '@invierte/domain';
import { createdAt, oneOf, tsvector, updatedAt } from './columns.ts';

/**
 * The search terms of a user row: each word of the full name as written and split at punctuation,
 * the e-mail whole, its domain and the parts of both, and the document number. A word typed with its
 * punctuation ("d'angelo", "ana.rojas@correo.pe") meets the whole form; a part ("angelo", "correo")
 * meets a part. Stored generated, so it is written with the row and never computed by a search.
 */
function userSearchTermsOf(u: {
  name: AnyPgColumn;
  lastName: AnyPgColumn;
  secondLastName: AnyPgColumn;
  email: AnyPgColumn;
  documentNumber: AnyPgColumn;
}): SQL {
  const fullName = sql`lower(${u.name} || ' ' || ${u.lastName} || ' ' || ${u.secondLastName})`;
  return sql`array_to_tsvector(array_remove(regexp_split_to_array(${fullName}, '\\s+') || regexp_split_to_array(${fullName} || ' ' || lower(${u.email}), '[\\s.,@_+''-]+') || array[lower(${u.email}), lower(split_part(${u.email}, '@', 2)), coalesce(lower(${u.documentNumber}), '')], ''))`;
}

/**
 * Identity and sessions: who a person is (users), how they prove it (tokens, sessions, login
 * attempts) and, for administrators, which roles their profile grants.
 */

/** Why a session ended early (`sessions.revoked_reason`). */
export const sessionEndReasons = [
  'LOGOUT',
  'LOGOUT_ALL',
  'PASSWORD_CHANGED',
  'PASSWORD_RESET',
  'DISABLED',
  'REFRESH_REUSED',
] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

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
    documentType: text('document_type', { enum: documentTypes }),
    documentNumber: text('document_number'),
    googleSubject: text('google_subject'),
    /** Push-notification device token the web sends as `firebase-token` (requirements R7). */
    firebaseToken: text('firebase_token'),
    /** Suitability result of the first-login questionnaire. */
    investorProfile: text('investor_profile', { enum: investorProfiles }),
    /** UI flags the web keeps on the server (firstTimeInPortfolio, hideHeadWelcoming, …). */
    flashdata: jsonb('flashdata').$type<Record<string, boolean>>().notNull().default({}),
    profile: text('profile', { enum: profiles }).notNull().default('INTERESADO'),
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
     * What the back office finds a user by (db/user-search.ts, decision 0047): the words of her full
     * name, her e-mail whole, its domain and its parts, her document — lower-cased once when the row
     * is written and kept as a tsvector, so a search is a prefix lookup per word in one GIN index,
     * however many users match, instead of a substring scan of every row.
     */
    searchTerms: tsvector('search_terms').generatedAlwaysAs((): SQL => userSearchTermsOf(users)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_document_key').on(t.documentType, t.documentNumber),
    uniqueIndex('users_google_key').on(t.googleSubject),
    index('users_admin_profile_idx').on(t.adminProfileId),
    check('users_admin_profile_only_admins', sql`${t.adminProfileId} is null or ${t.profile} = 'ADMIN'`),
    // The back office's searches: each word typed is a prefix lookup here (decision 0047).
    // Written through at once (no pending list): entries waiting for a vacuum are read one by one by
    // every search, and a bulk of new users made each search several times slower until then.
    index('users_search_terms_idx').using('gin', t.searchTerms).with({ fastupdate: false }),
    // The back office's users lists, newest first or by name, read a page in order from these instead
    // of sorting every user of the profile (the id breaks ties as the queries do).
    index('users_profile_created_idx').on(t.profile, t.createdAt.desc(), t.id),
    index('users_profile_name_idx').on(
      t.profile,
      sql`lower(${t.name} || ' ' || ${t.lastName} || ' ' || ${t.secondLastName})`,
      t.id,
    ),
    check('users_document_type_check', oneOf(t.documentType, documentTypes)),
    check('users_investor_profile_check', oneOf(t.investorProfile, investorProfiles)),
    check('users_profile_check', oneOf(t.profile, profiles)),
  ],
);

/**
 * How many users each profile has, enabled and disabled: kept by a trigger on users (migration 0036)
 * in the same transaction as the change, so the back office's unsearched lists read their total here
 * instead of counting every user on each page. One row per profile and state, all made beforehand.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    profile: text('profile', { enum: profiles }).notNull(),
    disabled: boolean('disabled').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.profile, t.disabled] }), check('user_counts_n_check', sql`${t.n} >= 0`)],
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
    revokedReason: text('revoked_reason', { enum: sessionEndReasons }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    check('sessions_revoked_reason_check', oneOf(t.revokedReason, sessionEndReasons)),
  ],
);

/** A browser's Web Push subscription as the PushManager hands it (the push service's URL and its keys). */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The devices a user signs in from, each named by the token the web sends as `firebase-token`
 * (requirements R7), with the Web Push subscription its browser gave and whether she wants push
 * notifications there (decision 0035). Push is off until she turns it on.
 */
export const userDevices = pgTable(
  'user_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceToken: text('device_token').notNull(),
    subscription: jsonb('subscription').$type<WebPushSubscription>(),
    pushOn: boolean('push_on').notNull().default(false),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_devices_user_token_key').on(t.userId, t.deviceToken),
    check('user_devices_push_needs_subscription', sql`not ${t.pushOn} or ${t.subscription} is not null`),
  ],
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
