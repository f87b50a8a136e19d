import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { apiRoot } from './shared/api-root.ts';
import type { S3Settings } from './providers/storage/s3-file-storage.ts';

/** Everything the API reads from the environment, checked once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL connection string; unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** Seconds a request waits for a PostgreSQL connection before it answers 503 (docs/deploy.md). */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(60).default(5),
  /** Connections this process opens to PostgreSQL at most (docs/deploy.md, "Connections to PostgreSQL"). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().optional(),
  /** The audit chain's signing key (Ed25519, PKCS#8 PEM); unset means a key file under DATA_DIR. */
  AUDIT_ANCHOR_KEY: z.string().optional(),
  /** Where signed anchors of the audit chain are appended (JSON lines); DATA_DIR/audit-anchors by default. */
  AUDIT_ANCHOR_DIR: z.string().optional(),
  AUDIT_ANCHOR_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(10),
  /** Public base URL of the web app, used in e-mail links. */
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * Other secrets whose signatures are still accepted, never used to sign, comma-separated: how a new
   * JWT_SECRET rolls out without refusing what the old one signed (docs/deploy.md, "Rotating JWT_SECRET").
   */
  JWT_ACCEPTED_SECRETS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((s) => s.length >= 32), 'each secret needs 32 characters or more'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Invierte <no-reply@invierte.pe>'),
  CORS_ORIGIN: z.string().default(''),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Requests one process answers at once; past it a new one gets 503 at once (decision 0068). */
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().positive().default(500),
  /** Per address and minute on login, registration, recovery and token calls. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9]+$/)
    .default('invierte'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['true', 'false']).default('true'),
  /** Migrate the database at start; `false` when a deployment migrates once before starting its processes (docs/deploy.md). */
  MIGRATE: z.enum(['true', 'false']).default('true'),
  /** Seconds between SIGTERM (readiness turns false) and closing, so a balancer stops sending first. */
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  IDENTITY_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  /** E-signature: the built-in one-time-code signer unless `keynua` and its three settings are set. */
  SIGNATURE_PROVIDER: z.enum(['builtin', 'keynua']).default('builtin'),
  KEYNUA_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  KEYNUA_API_TOKEN: z.string().min(1).optional(),
  KEYNUA_WEBHOOK_SECRET: z.string().min(16).optional(),
  IDENTITY_API_URL: z.string().url().optional(),
  IDENTITY_API_TOKEN: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** The fund manager's legal name and RUC, as the contract names the party that signs with the investor. */
  FUND_MANAGER_NAME: z.string().trim().min(3).default('Invierte Sociedad Administradora de Fondos S.A.'),
  FUND_MANAGER_RUC: z
    .string()
    .regex(/^(10|15|17|20)\d{9}$/, 'an 11-digit RUC')
    .default('20603123451'),
  /** The manager's registered address, printed with its name and RUC on every investor document. */
  FUND_MANAGER_ADDRESS: z.string().trim().min(5).default('Av. Javier Prado Este 492, San Isidro, Lima'),
  /** The authority that supervises the manager and its funds, as investor documents name it. */
  FUND_REGULATOR: z.string().trim().min(3).default('Superintendencia del Mercado de Valores (SMV)'),
  /** The custodian of the funds' assets, when there is one; unset or empty, documents name none. */
  FUND_CUSTODIAN: z.string().trim().optional(),
  /**
   * Each process tries every few minutes to claim the monthly statements due (decision 0039); `off`
   * leaves it to other processes. Off by default under NODE_ENV=test, where tests run the job.
   */
  MONTHLY_STATEMENTS: z.enum(['on', 'off']).optional(),
  /** Rate withheld on the income from rescues (docs/business-rules.md), as a fraction. */
  RESCUE_TAX_RATE: z
    .string()
    .regex(/^0(\.\d{1,6})?$/, 'a fraction such as 0.05')
    .default('0.05'),
  /** Per-fund rates that differ from it: `slug=0.05,slug=0.065`. */
  RESCUE_TAX_RATES: z
    .string()
    .regex(/^([a-z0-9-]+=0(\.\d{1,6})?)(,[a-z0-9-]+=0(\.\d{1,6})?)*$/, 'slug=rate pairs, comma-separated')
    .optional(),
  /** Address of the community site shown in /comunidad (https only). */
  COMMUNITY_URL: z.url({ protocol: /^https$/ }).optional(),
  /** The investment advisers' WhatsApp number, named while the daily quota update is under way. */
  ADVISER_WHATSAPP_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ]{5,19}$/, 'a phone number: digits and spaces, optionally after +')
    .optional(),
  EMAIL_VERIFICATION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 3600),
  PASSWORD_RESET_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Redis for limits shared by every API process; unset means in-process limits (one process). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//)
    .optional(),
  /** Prefix of every Redis key the API writes, so deployments (and test runs) sharing one Redis stay apart. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]+$/)
    .default('invierte:'),
  /** Hops of reverse proxies to trust for the client address; off by default so X-Forwarded-For cannot be spoofed. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Threads of the work pool for heavy work (docs/decisions/0011); default: one core left to requests. */
  WORK_POOL_THREADS: z.coerce.number().int().min(1).max(256).optional(),
  /** Tasks that may wait for a pool thread; more are refused with 503. Default 20 per thread (~7 s of hashing). */
  WORK_POOL_QUEUE: z.coerce.number().int().min(0).max(100_000).optional(),
  /** Idle seconds after which the pool gives memory back (docs/decisions/0046); 0 keeps every thread. */
  WORK_POOL_IDLE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** Where files live (docs/decisions/0032): auto = the database on PostgreSQL, local disk beside PGlite. */
  FILES_STORE: z.enum(['auto', 'local', 'database', 's3']).default('auto'),
  /** An S3 bucket for the files; set, it is the store. The others below are optional. */
  FILES_S3_BUCKET: z.string().min(3).optional(),
  FILES_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  FILES_S3_REGION: z.string().min(1).default('us-east-1'),
  FILES_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  FILES_S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9-]+\/)*$/, 'empty or lowercase segments each ending in /')
    .default(''),
  FILES_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /** Push notifications (docs/decisions/0035): recorded under DATA_DIR/push, or sent by Web Push. */
  PUSH_PROVIDER: z.enum(['recording', 'web-push']).default('recording'),
  /** The VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it) and contact. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: address')
    .optional(),
  /** Bearer token of GET /api/metrics (Prometheus); unset or empty, the endpoint does not exist (404). */
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(16, 'at least 16 characters')]).optional(),
  /** Where traces go (an OTLP/HTTP collector, e.g. http://collector:4318); unset or empty: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
  /** The service name spans carry (resource attribute service.name). */
  OTEL_SERVICE_NAME: z.string().min(1).default('invierte-api'),
  /** How long a push service keeps a message for a device that is offline. */
  PUSH_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(28 * 24 * 3600)
    .default(24 * 3600),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** How long a request waits for a PostgreSQL connection (DATABASE_CONNECT_TIMEOUT_SECONDS). */
  databaseConnectTimeoutMs: number;
  /** The most connections this process holds to PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  dataDir: string;
  /** Signed anchors of the audit chain, kept outside the database (docs/back-office.md, "Audit log"). */
  auditAnchors: { key: string | undefined; dir: string; intervalMinutes: number };
  publicUrl: string;
  webDist: string | undefined;
  /** The secret that signs access tokens, one-time codes and contract tokens. */
  jwtSecret: string;
  /** Every secret a signature is checked against: `jwtSecret` first, then JWT_ACCEPTED_SECRETS. */
  jwtVerifySecrets: readonly string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  mail: { provider: 'outbox' | 'smtp'; smtpUrl: string | undefined; from: string };
  corsOrigins: string[];
  rateLimitMax: number;
  /** Requests people make that one process answers at once before it refuses more (503). */
  maxRequestsInFlight: number;
  authRateLimitMax: number;
  brandSlug: string;
  logLevel: string;
  seed: boolean;
  /** Run the migrations when the process starts (MIGRATE). */
  migrate: boolean;
  /** Readiness is false for this long after SIGTERM before the server closes (DRAIN_SECONDS). */
  drainMs: number;
  identity: { provider: 'sandbox' | 'http'; url: string | undefined; token: string | undefined };
  signature: {
    provider: 'builtin' | 'keynua';
    keynua: { url: string | undefined; token: string | undefined; webhookSecret: string | undefined };
  };
  recaptcha: { secret: string | undefined; siteKey: string | undefined; verifyUrl: string; minScore: number };
  /** Lifetimes of e-mailed links, in milliseconds. */
  linkTtlMs: { emailVerification: number; passwordReset: number };
  google: { clientId: string | undefined; jwksUrl: string };
  communityUrl: string | undefined;
  /** The advisers' WhatsApp number (the quota-update refusal and the quota-changed dialog name it). */
  adviserWhatsappPhone: string | undefined;
  /** Who the contracts and investor documents name as the fund manager, its regulator and custodian. */
  fundManager: {
    name: string;
    ruc: string;
    address: string;
    regulator: string;
    custodian: string | undefined;
  };
  /** The monthly statements' job and the tax certificate's rates (decision 0039). */
  statements: { monthlyJob: boolean; taxRate: string; taxRates: Record<string, string> };
  /** Number of proxy hops whose X-Forwarded-For is believed (0: none). */
  trustProxyHops: number;
  redis: { url: string | undefined; prefix: string };
  /** Worker threads for hashing, PDFs and exports, and how many tasks may wait for one. */
  workPool: { threads: number; queue: number; idleMs: number };
  /** Where uploaded and generated files live (providers/storage/create-file-storage.ts). */
  files: { store: 'auto' | 'local' | 'database' | 's3'; s3: S3Settings | undefined };
  /** Push notifications per device (providers/push/create-push-provider.ts). */
  push: {
    provider: 'recording' | 'web-push';
    vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
    ttlSeconds: number;
  };
  /** The token a Prometheus scraper sends to GET /api/metrics; undefined: no metrics endpoint. */
  metricsToken: string | undefined;
  /** OpenTelemetry traces over OTLP/HTTP (src/tracing.ts); undefined: none are recorded. */
  tracing: TracingSettings | undefined;
}

export interface TracingSettings {
  endpoint: string;
  serviceName: string;
}

/**
 * The configuration of a process about to serve or migrate: a wrong or missing setting stops it with
 * one line that names the setting, never a stack trace an operator has to read through.
 */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    process.stderr.write(`invierte-api: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

/** Every environment variable the API reads (deploy files are checked against it). */
export const configKeys: readonly string[] = Object.keys(envSchema.shape);

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  const e = parsed.data;
  const dataDir = overrides.dataDir ?? resolveDataDir(env, e.DATA_DIR);
  const workThreads = e.WORK_POOL_THREADS ?? Math.max(1, availableParallelism() - 1);
  if (e.MAIL_PROVIDER === 'smtp' && !e.SMTP_URL) throw new Error('Invalid environment: SMTP_URL is required');
  if (
    e.SIGNATURE_PROVIDER === 'keynua' &&
    (!e.KEYNUA_API_URL || !e.KEYNUA_API_TOKEN || !e.KEYNUA_WEBHOOK_SECRET)
  )
    throw new Error(
      'SIGNATURE_PROVIDER=keynua needs KEYNUA_API_URL, KEYNUA_API_TOKEN and KEYNUA_WEBHOOK_SECRET',
    );
  if (e.IDENTITY_PROVIDER === 'http' && (!e.IDENTITY_API_URL || !e.IDENTITY_API_TOKEN))
    throw new Error('Invalid environment: IDENTITY_API_URL and IDENTITY_API_TOKEN are required');
  if (e.FILES_STORE === 's3' && !e.FILES_S3_BUCKET)
    throw new Error('Invalid environment: FILES_STORE=s3 needs FILES_S3_BUCKET');
  const vapid =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
      : undefined;
  if (e.PUSH_PROVIDER === 'web-push' && !vapid)
    throw new Error(
      'Invalid environment: PUSH_PROVIDER=web-push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT',
    );
  const jwtSecret = e.JWT_SECRET ?? overrides.jwtSecret ?? persistedSecret(dataDir);
  // The signing secret listed again is a rotation step done wrong (the second without the old secret):
  // stop, rather than start refusing everything the old one signed.
  if (e.JWT_ACCEPTED_SECRETS.includes(jwtSecret))
    throw new Error('Invalid environment: JWT_ACCEPTED_SECRETS repeats JWT_SECRET');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    auditAnchors: {
      key: e.AUDIT_ANCHOR_KEY,
      dir: e.AUDIT_ANCHOR_DIR ? path.resolve(e.AUDIT_ANCHOR_DIR) : path.join(dataDir, 'audit-anchors'),
      intervalMinutes: e.AUDIT_ANCHOR_INTERVAL_MINUTES,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webDist: e.WEB_DIST,
    jwtSecret,
    jwtVerifySecrets: [jwtSecret, ...e.JWT_ACCEPTED_SECRETS],
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    mail: { provider: e.MAIL_PROVIDER, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    corsOrigins: e.CORS_ORIGIN.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimitMax: e.RATE_LIMIT_MAX,
    maxRequestsInFlight: e.MAX_REQUESTS_IN_FLIGHT,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    brandSlug: e.BRAND_SLUG,
    logLevel: e.LOG_LEVEL,
    seed: e.SEED === 'true',
    migrate: e.MIGRATE === 'true',
    drainMs: e.DRAIN_SECONDS * 1000,
    trustProxyHops: e.TRUST_PROXY,
    redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX },
    workPool: {
      threads: workThreads,
      queue: e.WORK_POOL_QUEUE ?? 20 * workThreads,
      idleMs: e.WORK_POOL_IDLE_SECONDS * 1000,
    },
    identity: { provider: e.IDENTITY_PROVIDER, url: e.IDENTITY_API_URL, token: e.IDENTITY_API_TOKEN },
    signature: {
      provider: e.SIGNATURE_PROVIDER,
      keynua: { url: e.KEYNUA_API_URL, token: e.KEYNUA_API_TOKEN, webhookSecret: e.KEYNUA_WEBHOOK_SECRET },
    },
    linkTtlMs: {
      emailVerification: e.EMAIL_VERIFICATION_TTL_SECONDS * 1000,
      passwordReset: e.PASSWORD_RESET_TTL_SECONDS * 1000,
    },
    recaptcha: {
      secret: e.RECAPTCHA_SECRET,
      siteKey: e.RECAPTCHA_SITE_KEY,
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
      minScore: e.RECAPTCHA_MIN_SCORE,
    },
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    communityUrl: e.COMMUNITY_URL,
    adviserWhatsappPhone: e.ADVISER_WHATSAPP_PHONE,
    fundManager: {
      name: e.FUND_MANAGER_NAME,
      ruc: e.FUND_MANAGER_RUC,
      address: e.FUND_MANAGER_ADDRESS,
      regulator: e.FUND_REGULATOR,
      custodian: e.FUND_CUSTODIAN || undefined,
    },
    statements: {
      monthlyJob: (e.MONTHLY_STATEMENTS ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      taxRate: e.RESCUE_TAX_RATE,
      taxRates: Object.fromEntries(
        (e.RESCUE_TAX_RATES?.split(',') ?? []).map((pair) => pair.split('=') as [string, string]),
      ),
    },
    files: {
      store: e.FILES_STORE,
      s3: e.FILES_S3_BUCKET
        ? {
            bucket: e.FILES_S3_BUCKET,
            endpoint: e.FILES_S3_ENDPOINT,
            region: e.FILES_S3_REGION,
            accessKeyId: e.FILES_S3_ACCESS_KEY_ID,
            secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY,
            prefix: e.FILES_S3_PREFIX,
            forcePathStyle: e.FILES_S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    },
    push: { provider: e.PUSH_PROVIDER, vapid, ttlSeconds: e.PUSH_TTL_SECONDS },
    metricsToken: e.METRICS_TOKEN || undefined,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : undefined,
    ...overrides,
  };
}

const repoRoot = path.resolve(apiRoot, '../..');

/**
 * `data/` at the repository root by default. A relative DATA_DIR is read from where the person ran
 * npm (INIT_CWD), not from the workspace folder npm switches into.
 */
function resolveDataDir(env: NodeJS.ProcessEnv, dataDir: string | undefined): string {
  if (!dataDir) return path.join(repoRoot, 'data');
  return path.resolve(env.INIT_CWD ?? process.cwd(), dataDir);
}

/**
 * On the embedded default there is no operator to set JWT_SECRET: generate a random one once and keep
 * it under the data folder, so sessions survive restarts and no secret ships in the code.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
