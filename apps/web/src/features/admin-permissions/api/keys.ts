/** Every permission-management answer lives under this key, so any write refreshes them all. */
export const adminPermissionsKey = ['admin', 'permissions'] as const;
