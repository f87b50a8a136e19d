import { profileSectionEndpoints, type BodyOf, type ProfileSection } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { customerBannersKey } from '../../../lib/portfolio-api/get-customer-banners';
import { customerProfileKey } from './get-customer-profile';

export interface UpdateSectionInput {
  section: ProfileSection;
  values: unknown;
}

type SectionEndpoint = (typeof profileSectionEndpoints)[ProfileSection];

/** PATCH /api/customers/<section path>: answers the whole profile, which replaces the cached one. */
export const updateProfileSection = ({ section, values }: UpdateSectionInput) =>
  // The form's values as it holds them: the API checks them against the section's schema.
  callEndpoint(profileSectionEndpoints[section] as SectionEndpoint, {
    body: values as BodyOf<SectionEndpoint>,
  });

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
