import { catalogueEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok, sendCached } from '../../../http.ts';
import { sendFileBody } from '../../../shared/send-stored-file.ts';
import { authOf } from '../../../plugins/auth.ts';
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

const isAdmin = (profile: string) => profile === 'ADMIN';

export const productsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, catalogueEndpoints.listFreeProducts, async (request, reply) =>
      sendCached(
        request,
        reply,
        await ctx.cache.get('catalogue', 'free', () => listFreeProducts(ctx)),
        'public',
      ),
    );

    route(app, catalogueEndpoints.listProducts, async (request, reply) =>
      sendCached(
        request,
        reply,
        await ctx.cache.get('catalogue', 'list', () => listProducts(ctx)),
        'private',
      ),
    );

    route(app, catalogueEndpoints.listProductColors, async (request, reply) =>
      sendCached(
        request,
        reply,
        await ctx.cache.get('catalogue', 'colors', () => listProductColors(ctx)),
        'private',
      ),
    );

    route(app, catalogueEndpoints.getProductDashboard, async (request) =>
      ok(await getProductDashboard(ctx, request.query.product_id, isAdmin(authOf(request).profile))),
    );

    route(app, catalogueEndpoints.getRateHistory, async (request) =>
      ok(await getRateHistory(ctx, authOf(request).userId)),
    );

    route(app, catalogueEndpoints.getProductBySlug, async (request) =>
      ok(await getProduct(ctx, { slug: request.params.slug }, false)),
    );

    route(app, catalogueEndpoints.setProductInstitutional, async (request) =>
      ok(
        await setProductInstitutional(
          ctx,
          request.query.product_id,
          request.query.isInstitutional,
          auditActorOf(request),
        ),
      ),
    );

    route(app, catalogueEndpoints.publishQuotaValue, async (request) =>
      ok(await publishQuotaValue(ctx, request.params.id, request.body, auditActorOf(request))),
    );

    route(app, catalogueEndpoints.listQuotaValueBoard, async () => ok(await listQuotaValueBoard(ctx)));

    route(app, catalogueEndpoints.listQuotaValues, async (request) =>
      ok(await listQuotaValues(ctx, request.params.id)),
    );

    route(app, catalogueEndpoints.getQuotaValueDay, async (request) =>
      ok(await getQuotaValueDay(ctx, request.params.id, request.params.date)),
    );

    route(app, catalogueEndpoints.getProduct, async (request) =>
      ok(await getProduct(ctx, { id: request.params.id }, isAdmin(authOf(request).profile))),
    );

    route(app, catalogueEndpoints.getProductDetail, async (request) =>
      ok(
        await getProductDetail(ctx, request.params.id, request.params.type, isAdmin(authOf(request).profile)),
      ),
    );

    route(app, catalogueEndpoints.getProductRegulation, async (request) =>
      ok(await getProductRegulation(ctx, request.params.id)),
    );

    route(app, catalogueEndpoints.downloadProductRegulation, async (request, reply) => {
      const file = await downloadProductRegulation(ctx, request.params.id);
      const ascii = file.fileName
        .normalize('NFD')
        .replace(/[^\x20-\x7e]/g, '')
        .replace(/["\\]/g, '');
      reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${ascii || 'reglamento.pdf'}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('cache-control', 'no-cache');
      return sendFileBody(reply, file.body);
    });

    route(app, catalogueEndpoints.listProductCharts, async (request) =>
      ok(await listProductCharts(ctx, request.params.id, isAdmin(authOf(request).profile))),
    );

    route(app, catalogueEndpoints.listProductAccounts, async (request) =>
      ok(await listProductAccounts(ctx, request.params.id)),
    );

    route(app, catalogueEndpoints.getLatestQuotaValue, async (request) =>
      ok(await getQuotaValue(ctx, request.params.id)),
    );

    route(app, catalogueEndpoints.checkProductLock, async (request) =>
      ok(await checkProductLock(ctx, request.params.productId)),
    );

    route(app, catalogueEndpoints.listPendingTransactions, async (request) =>
      ok(await listPendingTransactions(ctx, authOf(request).userId)),
    );
  };
