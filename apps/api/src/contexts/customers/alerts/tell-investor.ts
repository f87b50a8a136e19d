import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { MailMessage } from '../../../providers/mail/mail-provider.ts';
import { queueMailToUser } from '../user/queue-mail-to-user.ts';
import { recordAlert, type AlertKind } from './record-alert.ts';

/**
 * Tells the investor of a change she waits on, both ways, in the change's transaction `tx`: an alert
 * under the bell and an e-mail queued to be sent after the commit (decision 0022). A change that
 * rolls back leaves neither.
 */
export async function tellInvestor(
  ctx: AppContext,
  tx: Db,
  input: {
    userId: string;
    alert: { kind: AlertKind; title: string; message: string; link: string };
    mail: (to: { email: string; name: string }) => MailMessage;
  },
): Promise<void> {
  await recordAlert(ctx, tx, { userId: input.userId, ...input.alert, at: ctx.now() });
  await queueMailToUser(ctx, tx, input.userId, input.mail);
}
