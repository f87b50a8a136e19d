import type { Profile } from './profiles.ts';

/**
 * The back office's permission catalogue (DESIGN-MONEY §3). The API checks them on every admin route
 * (`requirePermission`); the web may use them only to hide what a user cannot do.
 */
export const permissions = [
  /** Read onboardings and their parts, files, signatures and deposit. */
  'onboarding.review',
  /** Approve or reject a signing, reject a deposit, disapprove, add and remove documents. */
  'onboarding.decide',
  /** Prepare or confirm the deposit approval that credits quotas (maker-checker). */
  'onboarding.approve',
  /** Add to and remove from the restricted list; clear a hold. */
  'restricted-list.write',
  /** Carry out an investor's force-cancel request. */
  'support.cancel',
  /** Publish a product's daily quota value (it pauses onboardings priced at another value). */
  'product.quota-value.write',
  /** See every investor's rescue requests. */
  'rescue.read',
  /** Settle (pay) or reject a pending rescue request. */
  'rescue.settle',
  /** Run the ledger's reconciliation check. */
  'ledger.reconcile',
] as const;
export type Permission = (typeof permissions)[number];

/**
 * What a profile may do. Until roles arrive (a later issue), ADMIN holds every permission and no
 * other profile holds any: replacing this function is the one change roles need.
 */
export function permissionsOf(profile: Profile): readonly Permission[] {
  return profile === 'ADMIN' ? permissions : [];
}

export function hasPermission(profile: Profile, permission: Permission): boolean {
  return permissionsOf(profile).includes(permission);
}
