import { describe, expect, it } from 'vitest';
import { profileSectionContracts } from '../contracts/customer-profile.ts';
import { onboardingPartContracts } from '../contracts/onboarding-parts.ts';
import { onboardingPartEndpoints } from '../onboarding/part-endpoints.ts';
import { profileSectionEndpoints } from './profile-section-endpoints.ts';

/** The tables through which the API registers, and the web calls, one endpoint per form. */
const tables = [
  {
    name: 'onboardingPartEndpoints',
    endpoints: onboardingPartEndpoints as Record<string, { method: string; path: string; body: unknown }>,
    contracts: onboardingPartContracts,
    method: 'POST',
    prefix: '/api/onboarding/:id/',
  },
  {
    name: 'profileSectionEndpoints',
    endpoints: profileSectionEndpoints as Record<string, { method: string; path: string; body: unknown }>,
    contracts: profileSectionContracts,
    method: 'PATCH',
    prefix: '/api/customers/',
  },
];

describe.each(tables)('$name', ({ endpoints, contracts, method, prefix }) => {
  it.each(Object.entries(contracts))(
    'saves %s at its contract path with its contract schema',
    (form, { path, schema }) => {
      const endpoint = endpoints[form]!;
      expect(endpoint.method).toBe(method);
      expect(endpoint.path).toBe(`${prefix}${path}`);
      expect(endpoint.body).toBe(schema);
    },
  );
});
