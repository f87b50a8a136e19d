import { describe, expect, it } from 'vitest';
import { onboardingPartContracts } from '../contracts/onboarding-parts.ts';
import { onboardingPartEndpoints } from './part-endpoints.ts';

describe('onboardingPartEndpoints', () => {
  it.each(Object.entries(onboardingPartContracts))(
    'saves %s at its contract path with its contract schema',
    (part, { path, schema }) => {
      const endpoint = onboardingPartEndpoints[part as keyof typeof onboardingPartEndpoints];
      expect(endpoint.method).toBe('POST');
      expect(endpoint.path).toBe(`/api/onboarding/:id/${path}`);
      expect(endpoint.body).toBe(schema);
    },
  );
});
