// The identity context's work-pool tasks (src/work-tasks.ts gathers every context's).
import { hashPasswordSync, verifyPasswordSync } from './auth/password-hash.ts';

/** Hashing is loaded with the pool thread: every login and password change needs it. */
export const identityTasks = {
  hashPassword: ({ password }: { password: string }): string => hashPasswordSync(password),
  verifyPassword: ({ password, stored }: { password: string; stored: string }): boolean =>
    verifyPasswordSync(password, stored),
};
