import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { CaptchaVerifier } from './providers/captcha/captcha-verifier.ts';
import type { GoogleIdTokenVerifier } from './providers/google/google-id-token-verifier.ts';
import type { IdentityProvider } from './providers/identity/identity-provider.ts';
import type { MailService } from './providers/mail/mail-service.ts';
import type { PushProvider } from './providers/push/push-provider.ts';
import type { FileStorage } from './providers/storage/file-storage.ts';
import type { SignatureProvider } from './providers/signature/signature-provider.ts';
import type { UserRow } from './contexts/identity/index.ts';
import type { SessionCache } from './contexts/identity/index.ts';
import type { KeptStepFacts } from './contexts/customers/index.ts';
import type { AnswerCache } from './shared/answer-cache.ts';
import type { InvestorAnswers } from './shared/investor-answers.ts';
import type { Limiter } from './shared/fixed-window-limiter.ts';
import type { LiveBus } from './shared/live-bus.ts';
import type { AppWorkPool } from './app-work-pool.ts';

/** External services, each an interface with a working built-in default (architecture A3). */
export interface Providers {
  identity: IdentityProvider;
  captcha: CaptchaVerifier;
  /** Null when GOOGLE_CLIENT_ID is not set: Google login is off and the web hides its button. */
  google: GoogleIdTokenVerifier | null;
  storage: FileStorage;
  /** Who signs contracts: the built-in one-time-code signer, or an e-signature service (decision 0013). */
  signature: SignatureProvider;
  /** Push notifications to the devices that turned them on (decision 0035). */
  push: PushProvider;
}

/** A fund's quota value of the day that just changed (posted by the catalogue). */
export interface QuotaValueOfDay {
  productId: string;
  quotaValue: string;
  valueDate: string;
  at: Date;
}

/** What use cases need from the outside world, built once at start and passed down explicitly. */
export interface AppContext extends Providers {
  config: AppConfig;
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  mail: MailService;
  limiter: Limiter;
  /** Once-a-day answers kept in memory; a use case that writes their data invalidates the tag. */
  cache: AnswerCache;
  /**
   * The per-request session check's minute of memory: a use case that ends sessions or writes
   * the users table calls `ctx.sessions.forgetUser(userId, tx)` (decision 0018).
   */
  sessions: SessionCache<UserRow>;
  /**
   * The portfolio's read answers per investor, kept in memory; forgotten after the commit of every
   * write that changes them (`investorsChanged`) and when a quota value or fund changes.
   */
  investorAnswers: InvestorAnswers;
  /** Each step save's facts, kept for the same investor's next save (decision 0054). */
  keptStepFacts: KeptStepFacts;
  /**
   * The live channel's bus (decision 0030): a use case calls `ctx.live.publish(tx, event)` in its
   * transaction and open pages of the users it names are told after the commit, on every API process.
   */
  live: LiveBus;
  /** Threads for heavy work (password hashing, later PDFs and exports), off the request thread. */
  work: AppWorkPool;
  now: () => Date;
  /**
   * Run in the transaction that changes a fund's quota value of the day: the customers context
   * pauses the onboardings priced at another value and returns their ids. Wired in app.ts, so the
   * catalogue that posts the value imports no customer code (docs/decisions/0025).
   */
  quotaValueOfDayChanged: (ctx: AppContext, tx: Db, change: QuotaValueOfDay) => Promise<string[]>;
  /** Waits before answering (login back-off); tests pass a recorder instead of real time. */
  sleep: (ms: number) => Promise<void>;
}
