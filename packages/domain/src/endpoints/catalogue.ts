import { z } from 'zod';
import {
  adminExchangeRateList,
  adminExchangeRateListQuery,
  publishedExchangeRate,
  publishExchangeRateRequest,
} from '../contracts/exchange-rates.ts';
import {
  countryOption,
  departmentParams,
  districtOption,
  linkingDepartmentsQuery,
  linkingDistrictsQuery,
  linkingParameters,
  linkingProvincesQuery,
  provinceParams,
  ubigeoOption,
} from '../contracts/reference.ts';
import { calculatorRegisterRequest } from '../simulator/contracts.ts';
import { productChart } from '../contracts/admin-products.ts';
import {
  fundAccount,
  lockParams,
  lockStatus,
  pendingTransactions,
  productColor,
  productDashboard,
  productDetail,
  productIdParams,
  productRegulation,
  productSummary,
  productTypes,
  quotaValueResponse,
  rateHistoryResponse,
  slugParams,
  updateProductPrivateQuery,
} from '../contracts/catalog.ts';
import { publicProduct } from '../contracts/products.ts';
import {
  postedQuotaValue,
  postQuotaValueRequest,
  quotaValueBoard,
  quotaValueDay,
  quotaValueDayParams,
  quotaValueHistory,
} from '../contracts/quota-values.ts';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * The catalogue context's calls: the simulator's records, the USD/PEN rates operations publish,
 * the reference lists (ubigeo, linking options), the products and their quota values
 * (docs/decisions/0029-endpoints-declared-once.md).
 */

const recorded = z.object({ id: z.string() });

export const registerCalculation = defineEndpoint({
  method: 'POST',
  path: '/api/calculator/register',
  summary: 'Registra una simulación de un cliente',
  tags: ['calculator'],
  access: { profiles: ['INTERESADO', 'ADMIN'] },
  body: calculatorRegisterRequest,
  answer: recorded,
  status: 201,
  refusals: [400, 401, 403],
});

export const registerParticipantCalculation = defineEndpoint({
  method: 'POST',
  path: '/api/calculator/register-participant',
  summary: 'Registra una simulación de un partícipe',
  tags: ['calculator'],
  access: { profiles: ['PARTICIPE'] },
  body: calculatorRegisterRequest,
  answer: recorded,
  status: 201,
  refusals: [400, 401, 403],
});

export const listExchangeRates = defineEndpoint({
  method: 'GET',
  path: '/api/admin/exchange-rates',
  summary: 'Tipos de cambio USD/PEN publicados, del día más reciente',
  tags: ['admin'],
  access: { permission: 'exchange-rate.read' },
  query: adminExchangeRateListQuery,
  answer: adminExchangeRateList,
  refusals: [400, 401, 403],
});

export const publishExchangeRate = defineEndpoint({
  method: 'POST',
  path: '/api/admin/exchange-rates',
  summary: 'Publica (o corrige) el tipo de cambio USD/PEN de un día',
  tags: ['admin'],
  access: { permission: 'exchange-rate.write' },
  body: publishExchangeRateRequest,
  answer: publishedExchangeRate,
  status: 201,
  refusals: [400, 401, 403, 404, 409],
});

export const listUbigeoCountries = defineEndpoint({
  method: 'GET',
  path: '/api/ubigeo/countries',
  summary: 'Países con su nombre en español (Perú primero)',
  tags: ['reference'],
  access: 'public',
  answer: z.array(countryOption),
  refusals: [],
});

export const listUbigeoDepartments = defineEndpoint({
  method: 'GET',
  path: '/api/ubigeo/countries/PER/departments',
  summary: 'Departamentos del Perú',
  tags: ['reference'],
  access: 'public',
  answer: z.array(ubigeoOption),
  refusals: [],
});

export const listUbigeoProvinces = defineEndpoint({
  method: 'GET',
  path: '/api/ubigeo/countries/PER/departments/:dep/provinces',
  summary: 'Provincias de un departamento',
  tags: ['reference'],
  access: 'public',
  params: departmentParams,
  answer: z.array(ubigeoOption),
  refusals: [400, 404],
});

export const listUbigeoDistricts = defineEndpoint({
  method: 'GET',
  path: '/api/ubigeo/countries/PER/departments/:dep/provinces/:prov/districts',
  summary: 'Distritos de una provincia',
  tags: ['reference'],
  access: 'public',
  params: provinceParams,
  answer: z.array(districtOption),
  refusals: [400, 404],
});

export const listLinkingCountries = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/linking/countries',
  summary: 'Países (vinculación)',
  tags: ['reference'],
  access: 'session',
  answer: z.array(countryOption),
  refusals: [401],
});

export const listLinkingDepartments = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/linking/departments',
  summary: 'Departamentos de un país (vinculación)',
  tags: ['reference'],
  access: 'session',
  query: linkingDepartmentsQuery,
  answer: z.array(ubigeoOption),
  refusals: [400, 401, 404],
});

export const listLinkingProvinces = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/linking/province',
  summary: 'Provincias de un departamento (vinculación)',
  tags: ['reference'],
  access: 'session',
  query: linkingProvincesQuery,
  answer: z.array(ubigeoOption),
  refusals: [400, 401, 404],
});

export const listLinkingDistricts = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/linking/district',
  summary: 'Distritos de una provincia (vinculación)',
  tags: ['reference'],
  access: 'session',
  query: linkingDistrictsQuery,
  answer: z.array(districtOption),
  refusals: [400, 401, 404],
});

export const listLinkingParameters = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/linking/list-parameters',
  summary: 'Listas de opciones del formulario de vinculación (ocupaciones, bancos, documentos, …)',
  tags: ['reference'],
  access: 'session',
  answer: linkingParameters,
  refusals: [401],
});

/** The product pages' and the back office's products and quota values. */

const productDashboardQuery = z.object({ product_id: z.uuid({ error: 'Producto no válido.' }) });
const productDetailParams = productIdParams.extend({
  type: z.enum(productTypes, { error: 'Tipo de producto no válido.' }),
});

export const listFreeProducts = defineEndpoint({
  method: 'GET',
  path: '/api/products/free',
  summary: 'Productos públicos con su moneda, mínimo y último valor cuota',
  tags: ['products'],
  access: 'public',
  answer: z.array(publicProduct),
  refusals: [],
});

export const listProducts = defineEndpoint({
  method: 'GET',
  path: '/api/products/list',
  summary: 'Catálogo de productos',
  tags: ['products'],
  access: 'session',
  answer: z.array(productSummary),
  refusals: [401],
});

export const listProductColors = defineEndpoint({
  method: 'GET',
  path: '/api/products/color/list',
  summary: 'Colores de cada producto',
  tags: ['products'],
  access: 'session',
  answer: z.array(productColor),
  refusals: [401],
});

export const getProductDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/products/dashboard',
  summary: 'Valor cuota, variación y serie de los últimos 90 días de un producto',
  tags: ['products'],
  access: 'session',
  query: productDashboardQuery,
  answer: productDashboard,
  refusals: [400, 401, 404],
});

export const getRateHistory = defineEndpoint({
  method: 'GET',
  path: '/api/products/rate-history',
  summary: 'Historial de tasas y valores cuota por producto (clientes afluentes)',
  tags: ['products'],
  access: 'session',
  answer: rateHistoryResponse,
  refusals: [401, 403],
});

export const getProductBySlug = defineEndpoint({
  method: 'GET',
  path: '/api/products/slug/:slug',
  summary: 'Producto por su slug',
  tags: ['products'],
  access: 'public',
  params: slugParams,
  answer: productSummary,
  refusals: [400, 404],
});

export const setProductInstitutional = defineEndpoint({
  method: 'POST',
  path: '/api/products/updateproductprivate',
  summary: 'Marca un producto como de inversionistas institucionales (administradores)',
  tags: ['products'],
  access: { permission: 'product.write' },
  query: updateProductPrivateQuery,
  answer: productSummary,
  refusals: [400, 401, 403, 404],
});

export const publishQuotaValue = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products/:id/quota-values',
  summary: 'Publica el valor cuota de un día (pausa las solicitudes valorizadas con otro)',
  tags: ['products'],
  access: { permission: 'product.quota-value.write' },
  params: productIdParams,
  body: postQuotaValueRequest,
  answer: postedQuotaValue,
  refusals: [400, 401, 403, 404],
});

export const listQuotaValueBoard = defineEndpoint({
  method: 'GET',
  path: '/api/admin/quota-values',
  summary: 'Cada producto con sus dos últimos valores cuota publicados',
  tags: ['products'],
  access: { permission: 'product.quota-value.read' },
  answer: quotaValueBoard,
  refusals: [401, 403],
});

export const listQuotaValues = defineEndpoint({
  method: 'GET',
  path: '/api/admin/products/:id/quota-values',
  summary: 'Los últimos valores cuota publicados de un producto',
  tags: ['products'],
  access: { permission: 'product.quota-value.read' },
  params: productIdParams,
  answer: quotaValueHistory,
  refusals: [400, 401, 403, 404],
});

export const getQuotaValueDay = defineEndpoint({
  method: 'GET',
  path: '/api/admin/products/:id/quota-values/:date',
  summary: 'El valor cuota de un día: el publicado, el anterior y las operaciones valorizadas con él',
  tags: ['products'],
  access: { permission: 'product.quota-value.read' },
  params: quotaValueDayParams,
  answer: quotaValueDay,
  refusals: [400, 401, 403, 404],
});

export const getProduct = defineEndpoint({
  method: 'GET',
  path: '/api/products/:id',
  summary: 'Producto por id',
  tags: ['products'],
  access: 'session',
  params: productIdParams,
  answer: productSummary,
  refusals: [400, 401, 404],
});

export const getProductDetail = defineEndpoint({
  method: 'GET',
  path: '/api/products/:id/detail/:type',
  summary: 'Detalle del producto según su tipo',
  tags: ['products'],
  access: 'session',
  params: productDetailParams,
  answer: productDetail,
  refusals: [400, 401, 404],
});

export const getProductRegulation = defineEndpoint({
  method: 'GET',
  path: '/api/products/:id/regulation',
  summary: 'Reglamento de participación del fondo',
  tags: ['products'],
  access: 'session',
  params: productIdParams,
  answer: productRegulation,
  refusals: [400, 401, 404],
});

export const downloadProductRegulation = defineEndpoint({
  method: 'GET',
  path: '/api/products/:id/regulation/file',
  summary: 'PDF del reglamento de participación subido por el fondo (público, como el reglamento)',
  tags: ['products'],
  access: 'public',
  params: productIdParams,
  answer: 'file',
  refusals: [],
});

export const listProductCharts = defineEndpoint({
  method: 'GET',
  path: '/api/products/:id/charts',
  summary: 'Gráficos de la página del producto, en el orden en que se muestran',
  tags: ['products'],
  access: 'session',
  params: productIdParams,
  answer: z.array(productChart),
  refusals: [400, 401, 404],
});

export const listProductAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/products/:id/accounts',
  summary: 'Cuentas recaudadoras del fondo',
  tags: ['products'],
  access: 'session',
  params: productIdParams,
  answer: z.array(fundAccount),
  refusals: [400, 401, 404],
});

export const getLatestQuotaValue = defineEndpoint({
  method: 'GET',
  path: '/api/products/:id/quota-value',
  summary: 'Último valor cuota',
  tags: ['products'],
  access: 'session',
  params: productIdParams,
  answer: quotaValueResponse,
  refusals: [400, 401, 404],
});

export const checkProductLock = defineEndpoint({
  method: 'GET',
  path: '/api/products/:productId/:type/locked',
  summary: 'Indica si el producto admite la operación (423 PRODUCT_LOCKED si está bloqueado)',
  tags: ['products'],
  access: 'session',
  params: lockParams,
  answer: lockStatus,
  refusals: [400, 401, 404, 423],
});

export const listPendingTransactions = defineEndpoint({
  method: 'GET',
  path: '/api/transactions/pending',
  summary: 'Operaciones pendientes de aprobación',
  tags: ['portfolio'],
  access: 'session',
  answer: pendingTransactions,
  refusals: [401],
});
