import {
  countryOption,
  DomainError,
  departmentParams,
  districtOption,
  linkingDepartmentsQuery,
  linkingDistrictsQuery,
  linkingParameters,
  linkingProvincesQuery,
  provinceParams,
  ubigeoOption,
} from '@invierte/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { listCountries } from './countries.ts';
import { listLinkingParameters } from './list-linking-parameters.ts';
import { ubigeoCatalog } from './ubigeo-catalog.ts';

const tags = ['reference'];
const security = [{ bearerAuth: [] }];

/** Ubigeo answers change only with a new release of the data: browsers may keep them a day. */
const staticAnswer = <T>(reply: FastifyReply, data: T) => {
  reply.header('cache-control', 'public, max-age=86400');
  return ok(data);
};

/**
 * Countries and Peru's departments, provinces and districts (public, requirements R7 ubigeo calls), the same
 * lists under the onboarding's linking calls (logged in), and the onboarding's option lists.
 */
export const referenceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const provincesOf = (dep: string) => {
      const list = ubigeoCatalog().provinces(dep);
      if (!list) throw new DomainError('NOT_FOUND', 'No encontramos el departamento.');
      return list;
    };
    const districtsOf = (prov: string, dep?: string) => {
      const list = dep && !prov.startsWith(dep) ? null : ubigeoCatalog().districts(prov);
      if (!list) throw new DomainError('NOT_FOUND', 'No encontramos la provincia.');
      return list;
    };
    const departmentsOf = (country: string) => {
      if (country !== 'PER')
        throw new DomainError(
          'NOT_FOUND',
          'Solo tenemos departamentos de Perú; para otro país escribe tu dirección.',
        );
      return ubigeoCatalog().departments();
    };

    app.get(
      '/api/ubigeo/countries',
      {
        schema: {
          tags,
          summary: 'Países con su nombre en español (Perú primero)',
          response: responses(z.array(countryOption), 200, []),
        },
      },
      async (_request, reply) => staticAnswer(reply, listCountries()),
    );
    app.get(
      '/api/ubigeo/countries/PER/departments',
      {
        schema: {
          tags,
          summary: 'Departamentos del Perú',
          response: responses(z.array(ubigeoOption), 200, []),
        },
      },
      async (_request, reply) => staticAnswer(reply, ubigeoCatalog().departments()),
    );
    app.get(
      '/api/ubigeo/countries/PER/departments/:dep/provinces',
      {
        schema: {
          tags,
          summary: 'Provincias de un departamento',
          params: departmentParams,
          response: responses(z.array(ubigeoOption), 200, [400, 404]),
        },
      },
      async (request, reply) => staticAnswer(reply, provincesOf(request.params.dep)),
    );
    app.get(
      '/api/ubigeo/countries/PER/departments/:dep/provinces/:prov/districts',
      {
        schema: {
          tags,
          summary: 'Distritos de una provincia',
          params: provinceParams,
          response: responses(z.array(districtOption), 200, [400, 404]),
        },
      },
      async (request, reply) => staticAnswer(reply, districtsOf(request.params.prov, request.params.dep)),
    );

    const auth = { onRequest: app.authenticate };
    app.get(
      '/api/onboarding/linking/countries',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Países (vinculación)',
          response: responses(z.array(countryOption), 200, [401]),
        },
      },
      async () => ok(listCountries()),
    );
    app.get(
      '/api/onboarding/linking/departments',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Departamentos de un país (vinculación)',
          querystring: linkingDepartmentsQuery,
          response: responses(z.array(ubigeoOption), 200, [400, 401, 404]),
        },
      },
      async (request) => ok(departmentsOf(request.query.id_country)),
    );
    app.get(
      '/api/onboarding/linking/province',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Provincias de un departamento (vinculación)',
          querystring: linkingProvincesQuery,
          response: responses(z.array(ubigeoOption), 200, [400, 401, 404]),
        },
      },
      async (request) => ok(provincesOf(request.query.id_deparment)),
    );
    app.get(
      '/api/onboarding/linking/district',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Distritos de una provincia (vinculación)',
          querystring: linkingDistrictsQuery,
          response: responses(z.array(districtOption), 200, [400, 401, 404]),
        },
      },
      async (request) => ok(districtsOf(request.query.id_province)),
    );
    app.get(
      '/api/onboarding/linking/list-parameters',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Listas de opciones del formulario de vinculación (ocupaciones, bancos, documentos, …)',
          response: responses(linkingParameters, 200, [401]),
        },
      },
      async () => ok(await listLinkingParameters(ctx)),
    );
  };
