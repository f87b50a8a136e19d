export * from './define-endpoint.ts';
export * as siteEndpoints from './site.ts';
