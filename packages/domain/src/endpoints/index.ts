import * as audit from './audit.ts';
import * as backOffice from './back-office.ts';
import * as catalogue from './catalogue.ts';
import * as customersAccount from './customers-account.ts';
import * as customersOnboarding from './customers-onboarding.ts';
import * as customersReview from './customers-review.ts';
import * as documents from './documents.ts';
import * as identity from './identity.ts';
import * as ledger from './ledger.ts';
import * as portfolio from './portfolio.ts';
import * as site from './site.ts';

export * from './define-endpoint.ts';
export {
  audit as auditEndpoints,
  backOffice as backOfficeEndpoints,
  catalogue as catalogueEndpoints,
  documents as documentsEndpoints,
  identity as identityEndpoints,
  ledger as ledgerEndpoints,
  portfolio as portfolioEndpoints,
  site as siteEndpoints,
};

/**
 * The customers context is declared in parts, one file per group of its modules (the account, the
 * onboarding, the review); index.test.ts checks no name is declared in two parts.
 */
export const customersParts = { customersAccount, customersOnboarding, customersReview };
export const customersEndpoints = { ...customersAccount, ...customersOnboarding, ...customersReview };

/**
 * Every declaration, by the API context that serves it (apps/api/src/contexts/<context>): the API's
 * coverage test and the web's hand-written-path test read this, so declaring a context's endpoints
 * means adding its module here and nowhere else. A context declared here has no hand-written route.
 */
export const endpointsByContext = {
  audit,
  'back-office': backOffice,
  catalogue,
  customers: customersEndpoints,
  documents,
  identity,
  ledger,
  portfolio,
  site,
} as const;
