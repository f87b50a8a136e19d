import type { ProfileSection } from '../contracts/customer-profile.ts';
import * as endpoints from './customers-review.ts';

/**
 * The call that replaces each profile section, `PATCH /api/customers/<path>` of
 * `profileSectionContracts`: the API registers one route per section and the web saves whichever
 * section a screen edits, both through this one table.
 */
export const profileSectionEndpoints = {
  personalInformation: endpoints.updateProfilePersonalInformation,
  birthdata: endpoints.updateProfileBirthdata,
  address: endpoints.updateProfileAddress,
  occupation: endpoints.updateProfileOccupation,
  partner: endpoints.updateProfilePartner,
} as const satisfies Record<ProfileSection, { method: 'PATCH'; path: string }>;
