import * as catalogue from './catalogue.ts';
import * as customersOnboarding from './customers-onboarding.ts';
import * as site from './site.ts';

export * from './define-endpoint.ts';
export { catalogue as catalogueEndpoints, site as siteEndpoints };

/** The customers context's calls, declared in one file per part of the context. */
export const customersEndpoints = { ...customersOnboarding };

/**
 * Every declaration, by the API context that serves it (apps/api/src/contexts/<context>): the API's
 * coverage test and the web's hand-written-path test read this, so declaring a context's endpoints
 * means adding its module here and nowhere else. A context declared here has no hand-written route.
 */
export const endpointsByContext = { catalogue, customers: customersEndpoints, site } as const;
