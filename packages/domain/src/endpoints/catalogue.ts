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
import { defineEndpoint } from './define-endpoint.ts';

/**
 * The catalogue context's calls declared so far: the simulator's records, the USD/PEN rates
 * operations publish, and the reference lists (ubigeo, linking options). The products and quota
 * values are still registered by hand (docs/decisions/0029-endpoints-declared-once.md).
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
