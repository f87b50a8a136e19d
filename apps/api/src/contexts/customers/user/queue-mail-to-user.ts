import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { MailMessage } from '../../../providers/mail/mail-provider.ts';
import { userRepository } from './user.repository.ts';

/**
 * Queues in `tx` the e-mail `compose` writes to the user: it is sent once `tx` commits, never if it
 * rolls back (decision 0022). Nothing is queued for a user that no longer exists.
 */
export async function queueMailToUser(
  ctx: AppContext,
  tx: Db,
  userId: string,
  compose: (to: { email: string; name: string }) => MailMessage,
): Promise<void> {
  const contact = await userRepository.contactOf(tx, userId);
  if (contact) await ctx.mail.queue(tx, [compose(contact)]);
}
