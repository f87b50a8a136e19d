import type { AppConfig } from '../../config.ts';
import type { WorkPool } from '../../shared/work-pool.ts';
import type { MailProvider } from './mail-provider.ts';
import { createOutboxMailProvider, type MailTasks } from './outbox-mail-provider.ts';
import { createSmtpMailProvider } from './smtp-mail-provider.ts';

export function createMailProvider(config: AppConfig, work?: WorkPool<MailTasks>): MailProvider {
  if (config.mail.provider === 'smtp' && config.mail.smtpUrl)
    return createSmtpMailProvider(config.mail.smtpUrl, config.mail.from);
  return createOutboxMailProvider(config.dataDir, config.mail.from, work);
}
