import type { AdminUserView } from '@invierte/domain';

/** The list row of an administrator. */
export function adminUserViewOf(row: {
  userId: string;
  email: string;
  name: string;
  lastName: string;
  secondLastName: string;
  disabledAt: Date | null;
  profileId: string | null;
  profileName: string | null;
}): AdminUserView {
  return {
    userId: row.userId,
    email: row.email,
    fullName: [row.name, row.lastName, row.secondLastName].filter(Boolean).join(' '),
    profile: row.profileId && row.profileName ? { id: row.profileId, name: row.profileName } : null,
    disabled: row.disabledAt !== null,
  };
}
