import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { MailService } from './providers/mail/mail-service.ts';

/** What use cases need from the outside world, built once at start and passed down explicitly. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  mail: MailService;
  now: () => Date;
}
