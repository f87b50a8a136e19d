import * as catalogue from './catalogue.ts';
import * as portfolio from './portfolio.ts';
import * as site from './site.ts';

export * from './define-endpoint.ts';
export { catalogue as catalogueEndpoints, portfolio as portfolioEndpoints, site as siteEndpoints };

/**
 * Every declaration, by the API context that serves it (apps/api/src/contexts/<context>): the API's
 * coverage test and the web's hand-written-path test read this, so declaring a context's endpoints
 * means adding its module here and nowhere else. A context declared here has no hand-written route.
 */
export const endpointsByContext = { catalogue, portfolio, site } as const;
