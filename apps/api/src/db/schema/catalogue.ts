import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { currencyCodes, productChartKinds, productTypes } from '@invierte/domain';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import { users } from './identity.ts';

/** Catalogue and quota values: the funds, their pages and daily quota values, rates and simulations. */

/** Who ran a simulation: a visitor or customer, or a participant from the portfolio. */
export const calculatorAudiences = ['customer', 'participant'] as const;
export type CalculatorAudience = (typeof calculatorAudiences)[number];

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: productTypes }).notNull(),
    /** The simulator's product number (requirements R3: 1 Factoring, 3 Bono Select MidCap, 4 Mutuo Acreencias). */
    simulatorValue: integer('simulator_value'),
    currency: text('currency', { enum: currencyCodes }).notNull(),
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
    check('products_type_check', oneOf(t.type, productTypes)),
    check('products_currency_check', oneOf(t.currency, currencyCodes)),
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
    kind: text('kind', { enum: productChartKinds }).notNull(),
    /** 1 is shown first; kept 1..n without gaps per product. */
    position: integer('position').notNull(),
    /** The series: labels in order, values as decimal strings. */
    points: jsonb('points').$type<Array<{ label: string; value: string }>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_charts_product_idx').on(t.productId, t.position),
    check('product_charts_kind_check', oneOf(t.kind, productChartKinds)),
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

/** USD/PEN rates by day, kept by administrators. */
export const exchangeRates = pgTable('exchange_rates', {
  rateDate: date('rate_date', { mode: 'string' }).primaryKey(),
  buy: numeric('buy', { precision: 10, scale: 4 }).notNull(),
  sell: numeric('sell', { precision: 10, scale: 4 }).notNull(),
  source: text('source').notNull(),
});

/** Every simulation a person runs (POST /api/calculator/register and /register-participant). */
export const calculations = pgTable(
  'calculations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    audience: text('audience', { enum: calculatorAudiences }).notNull(),
    source: text('source').notNull(),
    currency: text('currency', { enum: currencyCodes }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    months: integer('months').notNull(),
    productValue: integer('product_value'),
    createdAt: createdAt(),
  },
  (t) => [
    check('calculations_audience_check', oneOf(t.audience, calculatorAudiences)),
    check('calculations_currency_check', oneOf(t.currency, currencyCodes)),
  ],
);
