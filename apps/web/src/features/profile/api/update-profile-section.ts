import { customersEndpoints, type BodyOf, type ProfileSection } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { customerBannersKey } from '../../../lib/portfolio-api/get-customer-banners';
import { customerProfileKey } from './get-customer-profile';

export interface UpdateSectionInput {
  section: ProfileSection;
  values: unknown;
}

/** Each section's PATCH call (profileSectionContracts' paths). */
const sectionEndpoints = {
  personalInformation: customersEndpoints.updateProfilePersonalInformation,
  birthdata: customersEndpoints.updateProfileBirthdata,
  address: customersEndpoints.updateProfileAddress,
  occupation: customersEndpoints.updateProfileOccupation,
  partner: customersEndpoints.updateProfilePartner,
} as const satisfies Record<ProfileSection, unknown>;
type SectionEndpoint = (typeof sectionEndpoints)[ProfileSection];

/** PATCH /api/customers/<section path>: answers the whole profile, which replaces the cached one. */
export const updateProfileSection = ({ section, values }: UpdateSectionInput) =>
  // The form's values as it holds them: the API checks them against the section's schema.
  callEndpoint(sectionEndpoints[section] as SectionEndpoint, { body: values as BodyOf<SectionEndpoint> });

export function useUpdateProfileSection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfileSection,
    onSuccess: (profile) => {
      client.setQueryData(customerProfileKey, profile);
      void client.invalidateQueries({ queryKey: customerBannersKey });
    },
  });
}
