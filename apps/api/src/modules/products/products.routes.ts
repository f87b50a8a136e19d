import { publicProduct } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { ok, responses } from '../../http.ts';
import { listFreeProducts } from './list-free-products.ts';

export const productsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/products/free',
      {
        schema: {
          tags: ['products'],
          summary: 'Productos públicos con su moneda, mínimo y último valor cuota',
          response: responses(z.array(publicProduct), 200, []),
        },
      },
      async () => ok(await listFreeProducts(ctx)),
    );
  };
