// The public entry of the site context (docs/decisions/0025-api-bounded-contexts.md): what code
// outside it may import. Everything else in this folder is its own business.
export { healthRoutes } from './health/health.routes.ts';
export { siteRoutes } from './site/site.routes.ts';
