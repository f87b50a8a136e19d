// The public entry of the documents context (docs/decisions/0025-api-bounded-contexts.md): what code
// outside it may import. Everything else in this folder is its own business.
export { lettersRoutes } from './letters/letters.routes.ts';
export { reportsRoutes } from './reports/reports.routes.ts';
export { statementsRoutes } from './statements/statements.routes.ts';
export { monthlyStatementsRoutes } from './monthly-statements/monthly-statements.routes.ts';
export { startMonthlyStatements } from './monthly-statements/monthly-statements-timer.ts';
export { renderPeriodStatement } from './statements/render-period-statement.ts';
