// The public entry of the portfolio context (docs/decisions/0025-api-bounded-contexts.md): what code
// outside it may import. Everything else in this folder is its own business.
export { exportMovements } from './movements/export-movements.ts';
export { listMovements } from './movements/list-movements.ts';
export { movementsRoutes } from './movements/movements.routes.ts';
export { loadHoldings } from './portfolio-investments/list-investments.ts';
export { portfolioInvestmentsRoutes } from './portfolio-investments/portfolio-investments.routes.ts';
export { resumeOf } from './portfolio-investments/resume-investments.ts';
export { portfolioOperationsRoutes } from './portfolio-operations/portfolio-operations.routes.ts';
export { portfolioSchedulesRoutes } from './portfolio-schedules/portfolio-schedules.routes.ts';
export { listFunds } from './portfolio/list-funds.ts';
export { portfolioRepository } from './portfolio/portfolio.repository.ts';
export { portfolioRoutes } from './portfolio/portfolio.routes.ts';
export { requestRescue } from './rescues/request-rescue.ts';
export { rescuesRoutes } from './rescues/rescues.routes.ts';
