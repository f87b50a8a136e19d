/**
 * The admin profiles migration 0011 creates, by their fixed ids (the seed and tests name them; an
 * administrator may rename them later).
 */
export const seedAdminProfileIds = {
  superAdmin: 'a0000000-0000-4000-8000-000000000001',
  compliance: 'a0000000-0000-4000-8000-000000000002',
  operations: 'a0000000-0000-4000-8000-000000000003',
  support: 'a0000000-0000-4000-8000-000000000004',
  auditor: 'a0000000-0000-4000-8000-000000000005',
} as const;
