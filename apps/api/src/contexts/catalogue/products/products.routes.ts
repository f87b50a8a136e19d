import {
  fundAccount,
  lockParams,
  lockStatus,
  pendingTransactions,
  productChart,
  productColor,
  productDashboard,
  productDetail,
  productIdParams,
  productRegulation,
  productSummary,
  productTypes,
  publicProduct,
  quotaValueResponse,
  rateHistoryResponse,
  slugParams,
  updateProductPrivateQuery,
  postedQuotaValue,
  postQuotaValueRequest,
  quotaValueBoard,
  quotaValueHistory,
  quotaValueDay,
  quotaValueDayParams,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses, sendCached } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
import { checkProductLock } from './check-product-lock.ts';
import { getProductDashboard } from './get-product-dashboard.ts';
import { getProductDetail } from './get-product-detail.ts';
import { getProduct } from './get-product.ts';
import { getRateHistory } from './get-rate-history.ts';
import { listFreeProducts } from './list-free-products.ts';
import { listPendingTransactions } from './list-pending-transactions.ts';
import { listProducts } from './list-products.ts';
import { listQuotaValueBoard } from './list-quota-value-board.ts';
import { listQuotaValues } from './list-quota-values.ts';
import { getQuotaValueDay } from './get-quota-value-day.ts';
import { publishQuotaValue } from './publish-quota-value.ts';
import { listProductCharts } from './list-product-charts.ts';
import {
  downloadProductRegulation,
  getProductRegulation,
  getQuotaValue,
  listProductAccounts,
  listProductColors,
} from './product-facts.ts';
import { setProductInstitutional } from './set-product-institutional.ts';
import { auditActorOf } from '../../audit/index.ts';

const tags = ['products'];
const security = [{ bearerAuth: [] }];
const isAdmin = (profile: string) => profile === 'ADMIN';

export const productsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: app.authenticate };

    app.get(
      '/api/products/free',
      {
        schema: {
          tags,
          summary: 'Productos públicos con su moneda, mínimo y último valor cuota',
          response: responses(z.array(publicProduct), 200, []),
        },
      },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await ctx.cache.get('catalogue', 'free', () => listFreeProducts(ctx)),
          'public',
        ),
    );

    app.get(
      '/api/products/list',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Catálogo de productos',
          response: responses(z.array(productSummary), 200, [401]),
        },
      },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await ctx.cache.get('catalogue', 'list', () => listProducts(ctx)),
          'private',
        ),
    );

    app.get(
      '/api/products/color/list',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Colores de cada producto',
          response: responses(z.array(productColor), 200, [401]),
        },
      },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await ctx.cache.get('catalogue', 'colors', () => listProductColors(ctx)),
          'private',
        ),
    );

    app.get(
      '/api/products/dashboard',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Valor cuota, variación y serie de los últimos 90 días de un producto',
          querystring: z.object({ product_id: z.uuid({ error: 'Producto no válido.' }) }),
          response: responses(productDashboard, 200, [400, 401, 404]),
        },
      },
      async (request) =>
        ok(await getProductDashboard(ctx, request.query.product_id, isAdmin(authOf(request).profile))),
    );

    app.get(
      '/api/products/rate-history',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Historial de tasas y valores cuota por producto (clientes afluentes)',
          response: responses(rateHistoryResponse, 200, [401, 403]),
        },
      },
      async (request) => ok(await getRateHistory(ctx, authOf(request).userId)),
    );

    app.get(
      '/api/products/slug/:slug',
      {
        schema: {
          tags,
          summary: 'Producto por su slug',
          params: slugParams,
          response: responses(productSummary, 200, [400, 404]),
        },
      },
      async (request) => ok(await getProduct(ctx, { slug: request.params.slug }, false)),
    );

    app.post(
      '/api/products/updateproductprivate',
      {
        onRequest: [app.authenticate, requirePermission('product.write')],
        schema: {
          tags,
          security,
          summary: 'Marca un producto como de inversionistas institucionales (administradores)',
          querystring: updateProductPrivateQuery,
          response: responses(productSummary, 200, [400, 401, 403, 404]),
        },
      },
      async (request) =>
        ok(
          await setProductInstitutional(
            ctx,
            request.query.product_id,
            request.query.isInstitutional,
            auditActorOf(request),
          ),
        ),
    );

    app.post(
      '/api/admin/products/:id/quota-values',
      {
        onRequest: [app.authenticate, requirePermission('product.quota-value.write')],
        schema: {
          tags,
          security,
          summary: 'Publica el valor cuota de un día (pausa las solicitudes valorizadas con otro)',
          params: productIdParams,
          body: postQuotaValueRequest,
          response: responses(postedQuotaValue, 200, [400, 401, 403, 404]),
        },
      },
      async (request) =>
        ok(await publishQuotaValue(ctx, request.params.id, request.body, auditActorOf(request))),
    );

    app.get(
      '/api/admin/quota-values',
      {
        onRequest: [app.authenticate, requirePermission('product.quota-value.read')],
        schema: {
          tags,
          security,
          summary: 'Cada producto con sus dos últimos valores cuota publicados',
          response: responses(quotaValueBoard, 200, [401, 403]),
        },
      },
      async () => ok(await listQuotaValueBoard(ctx)),
    );

    app.get(
      '/api/admin/products/:id/quota-values',
      {
        onRequest: [app.authenticate, requirePermission('product.quota-value.read')],
        schema: {
          tags,
          security,
          summary: 'Los últimos valores cuota publicados de un producto',
          params: productIdParams,
          response: responses(quotaValueHistory, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await listQuotaValues(ctx, request.params.id)),
    );

    app.get(
      '/api/admin/products/:id/quota-values/:date',
      {
        onRequest: [app.authenticate, requirePermission('product.quota-value.read')],
        schema: {
          tags,
          security,
          summary: 'El valor cuota de un día: el publicado, el anterior y las operaciones valorizadas con él',
          params: quotaValueDayParams,
          response: responses(quotaValueDay, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await getQuotaValueDay(ctx, request.params.id, request.params.date)),
    );

    app.get(
      '/api/products/:id',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Producto por id',
          params: productIdParams,
          response: responses(productSummary, 200, [400, 401, 404]),
        },
      },
      async (request) =>
        ok(await getProduct(ctx, { id: request.params.id }, isAdmin(authOf(request).profile))),
    );

    app.get(
      '/api/products/:id/detail/:type',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Detalle del producto según su tipo',
          params: productIdParams.extend({
            type: z.enum(productTypes, { error: 'Tipo de producto no válido.' }),
          }),
          response: responses(productDetail, 200, [400, 401, 404]),
        },
      },
      async (request) =>
        ok(
          await getProductDetail(
            ctx,
            request.params.id,
            request.params.type,
            isAdmin(authOf(request).profile),
          ),
        ),
    );

    app.get(
      '/api/products/:id/regulation',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Reglamento de participación del fondo',
          params: productIdParams,
          response: responses(productRegulation, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await getProductRegulation(ctx, request.params.id)),
    );

    app.get(
      '/api/products/:id/regulation/file',
      {
        schema: {
          tags,
          summary: 'PDF del reglamento de participación subido por el fondo (público, como el reglamento)',
          params: productIdParams,
        },
      },
      async (request, reply) => {
        const file = await downloadProductRegulation(ctx, request.params.id);
        const ascii = file.fileName
          .normalize('NFD')
          .replace(/[^\x20-\x7e]/g, '')
          .replace(/["\\]/g, '');
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `inline; filename="${ascii || 'reglamento.pdf'}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('cache-control', 'no-cache')
          .send(file.bytes);
      },
    );

    app.get(
      '/api/products/:id/charts',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Gráficos de la página del producto, en el orden en que se muestran',
          params: productIdParams,
          response: responses(z.array(productChart), 200, [400, 401, 404]),
        },
      },
      async (request) =>
        ok(await listProductCharts(ctx, request.params.id, isAdmin(authOf(request).profile))),
    );

    app.get(
      '/api/products/:id/accounts',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Cuentas recaudadoras del fondo',
          params: productIdParams,
          response: responses(z.array(fundAccount), 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await listProductAccounts(ctx, request.params.id)),
    );

    app.get(
      '/api/products/:id/quota-value',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Último valor cuota',
          params: productIdParams,
          response: responses(quotaValueResponse, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await getQuotaValue(ctx, request.params.id)),
    );

    app.get(
      '/api/products/:productId/:type/locked',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Indica si el producto admite la operación (423 PRODUCT_LOCKED si está bloqueado)',
          params: lockParams,
          response: responses(lockStatus, 200, [400, 401, 404, 423]),
        },
      },
      async (request) => ok(await checkProductLock(ctx, request.params.productId)),
    );

    app.get(
      '/api/transactions/pending',
      {
        ...auth,
        schema: {
          tags: ['portfolio'],
          security,
          summary: 'Operaciones pendientes de aprobación',
          response: responses(pendingTransactions, 200, [401]),
        },
      },
      async (request) => ok(await listPendingTransactions(ctx, authOf(request).userId)),
    );
  };
