import { catalogueEndpoints, DomainError } from '@invierte/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { listCountries } from './countries.ts';
import { listLinkingParameters } from './list-linking-parameters.ts';
import { ubigeoCatalog } from './ubigeo-catalog.ts';

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

    route(app, catalogueEndpoints.listUbigeoCountries, async (_request, reply) =>
      staticAnswer(reply, listCountries()),
    );
    route(app, catalogueEndpoints.listUbigeoDepartments, async (_request, reply) =>
      staticAnswer(reply, ubigeoCatalog().departments()),
    );
    route(app, catalogueEndpoints.listUbigeoProvinces, async (request, reply) =>
      staticAnswer(reply, provincesOf(request.params.dep)),
    );
    route(app, catalogueEndpoints.listUbigeoDistricts, async (request, reply) =>
      staticAnswer(reply, districtsOf(request.params.prov, request.params.dep)),
    );

    route(app, catalogueEndpoints.listLinkingCountries, async () => ok(listCountries()));
    route(app, catalogueEndpoints.listLinkingDepartments, async (request) =>
      ok(departmentsOf(request.query.id_country)),
    );
    route(app, catalogueEndpoints.listLinkingProvinces, async (request) =>
      ok(provincesOf(request.query.id_deparment)),
    );
    route(app, catalogueEndpoints.listLinkingDistricts, async (request) =>
      ok(districtsOf(request.query.id_province)),
    );
    route(app, catalogueEndpoints.listLinkingParameters, async () => ok(await listLinkingParameters(ctx)));
  };
