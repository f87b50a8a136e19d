import { describe, expect, it } from 'vitest';
import { customersEndpoints, customersParts, endpointsByContext } from './index.ts';

describe('the declared endpoints', () => {
  it('merge the customers parts without one name hiding another', () => {
    const names = Object.values(customersParts).flatMap((part) => Object.keys(part));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(customersEndpoints).length).toBe(names.length);
  });

  it('declare each method and path once across every context', () => {
    const routes = Object.values(endpointsByContext).flatMap((endpoints) =>
      Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    );
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });
});
