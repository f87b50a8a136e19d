import { customersEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { getCustomerBanners } from './get-customer-banners.ts';

/**
 * The banners of the interesado layout. A module above the profile, the payout accounts and the
 * waiting notices, which it reads: none of them reads it back.
 */
export const bannersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, customersEndpoints.getCustomerBanners, async (request) =>
      ok(await getCustomerBanners(ctx, authOf(request).userId)),
    );
  };
