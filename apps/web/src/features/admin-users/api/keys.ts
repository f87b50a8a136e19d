/** Every users list lives under this key, so a correction or a disable refreshes them all. */
export const adminUsersKey = ['admin', 'users'] as const;

export const USERS_PAGE_SIZE = 20;
