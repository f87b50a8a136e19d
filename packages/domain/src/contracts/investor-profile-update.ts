import { z } from 'zod';
import { profileSectionContracts, type ProfileSection } from './customer-profile.ts';

/**
 * PUT /api/user/participant/updateProfile and /api/user/interested/updateProfile (requirements R7 "User and
 * misc"): the investor's whole "mis datos" form at once. Each section is the same schema as its
 * PATCH /api/customers/<section> call (and the onboarding part it mirrors), so the two ways to save
 * can never disagree; the sections sent are saved together or not at all.
 */
export const investorProfileUpdateRequest = z
  .strictObject(
    {
      personalInformation: profileSectionContracts.personalInformation.schema.optional(),
      birthdata: profileSectionContracts.birthdata.schema.optional(),
      address: profileSectionContracts.address.schema.optional(),
      occupation: profileSectionContracts.occupation.schema.optional(),
      partner: profileSectionContracts.partner.schema.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Solo se pueden guardar tus datos personales, de nacimiento, domicilio, ocupación y cónyuge.'
          : undefined,
    },
  )
  .refine((v) => Object.values(v).some((section) => section !== undefined), {
    message: 'Envía al menos una sección de tus datos.',
  });
export type InvestorProfileUpdateRequest = z.infer<typeof investorProfileUpdateRequest>;

/** The sections of an update in the order they are checked and saved. */
export const sectionsOfUpdate = (request: InvestorProfileUpdateRequest) =>
  (Object.keys(profileSectionContracts) as ProfileSection[]).flatMap((section) => {
    const data = request[section];
    return data === undefined ? [] : [{ section, data: data as Record<string, unknown> }];
  });
