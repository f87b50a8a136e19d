export * from './define-endpoint.ts';
export * as siteEndpoints from './site.ts';
export * as catalogueEndpoints from './catalogue.ts';
