import type { AdminUserItem } from '@invierte/domain';

/** Names and last names as one line. */
export const fullName = (u: Pick<AdminUserItem, 'name' | 'lastName' | 'secondLastName'>) =>
  [u.name, u.lastName, u.secondLastName].filter(Boolean).join(' ');
