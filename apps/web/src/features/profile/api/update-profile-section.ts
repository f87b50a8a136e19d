import { profileSectionContracts, type CustomerProfile, type ProfileSection } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customerBannersKey } from '../../../lib/portfolio-api/get-customer-banners';
import { customerProfileKey } from './get-customer-profile';

export interface UpdateSectionInput {
  section: ProfileSection;
  values: unknown;
}

/** PATCH /api/customers/<section path>: answers the whole profile, which replaces the cached one. */
export const updateProfileSection = ({ section, values }: UpdateSectionInput) =>
  apiRequest<CustomerProfile>(`/api/customers/${profileSectionContracts[section].path}`, {
    method: 'PATCH',
    body: values,
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
