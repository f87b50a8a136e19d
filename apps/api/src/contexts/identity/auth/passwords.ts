import type { AppContext } from '../../../context.ts';
import { dummyHash } from './password-hash.ts';

/**
 * Password hashing as use cases call it: on the work pool (ctx.work), never on the request thread,
 * so a login storm queues there while other requests are served. A full pool throws
 * WorkPoolFullError (503 with Retry-After).
 */
export function hashNewPassword(ctx: AppContext, password: string): Promise<string> {
  return ctx.work.run('hashPassword', { password });
}

/**
 * True when `password` matches `stored`. Without a stored hash (unknown e-mail, an account that only
 * signs in with Google) the dummy hash is checked instead, so the answer takes as long, and it is false.
 */
export async function checkPassword(
  ctx: AppContext,
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const matches = await ctx.work.run('verifyPassword', { password, stored: stored || dummyHash() });
  return matches && Boolean(stored);
}
