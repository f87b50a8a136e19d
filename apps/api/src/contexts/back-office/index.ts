// The public entry of the back-office context (docs/decisions/0025-api-bounded-contexts.md): what code
// outside it may import. Everything else in this folder is its own business.
export { adminHomeRoutes } from './admin-home/admin-home.routes.ts';
export { adminMailRoutes } from './admin-mail/admin-mail.routes.ts';
export { adminPermissionsRepository } from './admin-permissions/admin-permissions.repository.ts';
export { adminPermissionsRoutes } from './admin-permissions/admin-permissions.routes.ts';
export { adminPortfolioRoutes } from './admin-portfolio/admin-portfolio.routes.ts';
export { adminProductsRoutes } from './admin-products/admin-products.routes.ts';
export { adminUsersRoutes } from './admin-users/admin-users.routes.ts';
export { feedbackRoutes } from './feedback/feedback.routes.ts';
