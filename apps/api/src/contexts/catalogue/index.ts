// The public entry of the catalogue context (docs/decisions/0025-api-bounded-contexts.md): what code
// outside it may import. Everything else in this folder is its own business.
export { calculatorRoutes } from './calculator/calculator.routes.ts';
export { exchangeRatesRoutes } from './exchange-rates/exchange-rates.routes.ts';
export { checkProductLock } from './products/check-product-lock.ts';
export { findVisibleProduct } from './products/find-product.ts';
export { productChartView } from './products/product-chart-view.ts';
export { productChartsRepository } from './products/product-charts.repository.ts';
export { regulationOf } from './products/product-facts.ts';
export { productTableOf } from './products/product-table.ts';
export { productView } from './products/product-view.ts';
export { latestQuotaValue, productsRepository } from './products/products.repository.ts';
export type { ProductRow } from './products/products.repository.ts';
export { productsRoutes } from './products/products.routes.ts';
export { publishQuotaValueInTransaction } from './products/publish-quota-value.ts';
export { refuseWhileQuotaUpdating } from './products/refuse-while-quota-updating.ts';
export { countryName, listCountries } from './reference/countries.ts';
export { listLinkingParameters } from './reference/list-linking-parameters.ts';
export { referenceRepository } from './reference/reference.repository.ts';
export { referenceRoutes } from './reference/reference.routes.ts';
export { ubigeoCatalog } from './reference/ubigeo-catalog.ts';
