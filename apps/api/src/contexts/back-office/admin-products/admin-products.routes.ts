import {
  PRODUCT_REGULATION_MAX_BYTES,
  adminProductDetail,
  adminProductList,
  adminProductListQuery,
  chartIdParams,
  chartPositionRequest,
  productChart,
  productChartRequest,
  productIdParams,
  productRegulationMessages,
  productTableRequest,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
import { excelImportRoutes } from '../excel-import/excel-import.routes.ts';
import { readMultipart } from '../../../shared/read-multipart.ts';
import { auditActorOf } from '../../audit/index.ts';
import { chartsTemplate } from './charts-template.ts';
import { createProductChart } from './create-product-chart.ts';
import { deleteProductChart } from './delete-product-chart.ts';
import { deleteProduct } from './delete-product.ts';
import { getAdminProduct } from './get-admin-product.ts';
import { listAdminProducts } from './list-admin-products.ts';
import { moveProductChart } from './move-product-chart.ts';
import { productsTemplate } from './products-template.ts';
import { quotaValuesTemplate } from './quota-values-template.ts';
import { removeProductRegulation } from './remove-product-regulation.ts';
import { updateProductTable } from './update-product-table.ts';
import { uploadProductRegulation } from './upload-product-regulation.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const base = '/api/admin/products';
const idResponse = z.object({ id: z.string() });

/**
 * The back office's products (requirements R7 Admin "Admin products"): docs/back-office.md, "Products".
 * Registered inside the multipart scope (app.ts) for the regulation upload. The quota-value calls
 * under /api/admin/products/{id}/quota-values stay in the products module.
 */
export const adminProductsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** Authentication (401), then the permission (403), both before the body is read or validated. */
    const guard = (permission: 'product.read' | 'product.write') => ({
      onRequest: [app.authenticate, requirePermission(permission)],
    });

    app.get(
      `${base}/list`,
      {
        ...guard('product.read'),
        schema: {
          tags,
          security,
          summary:
            'Productos (también los privados) con su último valor cuota y cuántos inversionistas tienen cuotas, buscados y paginados',
          querystring: adminProductListQuery,
          response: responses(adminProductList, 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listAdminProducts(ctx, request.query)),
    );
    app.get(
      `${base}/productById/:id`,
      {
        ...guard('product.read'),
        schema: {
          tags,
          security,
          summary: 'Un producto como lo edita el back office: plazos, gráficos, reglamento y qué lo usa',
          params: productIdParams,
          response: responses(adminProductDetail, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await getAdminProduct(ctx, request.params.id)),
    );
    app.delete(
      `${base}/:id/delete`,
      {
        ...guard('product.write'),
        schema: {
          tags,
          security,
          summary:
            'Elimina un producto que nadie usa (deja de mostrarse en todas partes); 409 mientras tenga posiciones, solicitudes o documentos',
          params: productIdParams,
          response: responses(idResponse, 200, [400, 401, 403, 404, 409]),
        },
      },
      async (request) => ok(await deleteProduct(ctx, request.params.id, auditActorOf(request))),
    );
    app.put(
      `${base}/updateTableChange/:id`,
      {
        ...guard('product.write'),
        schema: {
          tags,
          security,
          summary:
            'Reemplaza la tabla del producto: los plazos y las frecuencias de pago que muestra su página',
          params: productIdParams,
          body: productTableRequest,
          response: responses(adminProductDetail, 200, [400, 401, 403, 404]),
        },
      },
      async (request) =>
        ok(await updateProductTable(ctx, request.params.id, request.body, auditActorOf(request))),
    );
    app.post(
      `${base}/:id/charts`,
      {
        ...guard('product.write'),
        schema: {
          tags,
          security,
          summary: 'Añade un gráfico (título, líneas o barras, puntos) al final de la página del producto',
          params: productIdParams,
          body: productChartRequest,
          response: responses(productChart, 201, [400, 401, 403, 404]),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(ok(await createProductChart(ctx, request.params.id, request.body, auditActorOf(request)))),
    );
    app.put(
      `${base}/chart/position/:id`,
      {
        ...guard('product.write'),
        schema: {
          tags,
          security,
          summary: 'Cambia el lugar de un gráfico en la página de su producto (1 es el primero)',
          params: chartIdParams,
          body: chartPositionRequest,
          response: responses(z.array(productChart), 200, [400, 401, 403, 404]),
        },
      },
      async (request) =>
        ok(await moveProductChart(ctx, request.params.id, request.body.position, auditActorOf(request))),
    );
    app.delete(
      `${base}/config-chart/:id`,
      {
        ...guard('product.write'),
        schema: {
          tags,
          security,
          summary: 'Quita un gráfico (su configuración y sus datos) de la página de su producto',
          params: chartIdParams,
          response: responses(idResponse, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await deleteProductChart(ctx, request.params.id, auditActorOf(request))),
    );
    app.put(
      `${base}/:id/regulation`,
      {
        ...guard('product.write'),
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags,
          security,
          summary:
            'Sube o reemplaza el reglamento de participación del fondo (multipart: file PDF de hasta 10 MB)',
          consumes: ['multipart/form-data'],
          params: productIdParams,
          response: responses(adminProductDetail, 200, [400, 401, 403, 404, 413, 415]),
        },
      },
      async (request) => {
        const upload = await readMultipart(request, {
          maxFiles: 1,
          maxFileBytes: PRODUCT_REGULATION_MAX_BYTES,
          tooLarge: productRegulationMessages.tooLarge,
          tooMany: productRegulationMessages.tooMany,
        });
        return ok(await uploadProductRegulation(ctx, request.params.id, upload, auditActorOf(request)));
      },
    );
    app.delete(
      `${base}/:id/regulation`,
      {
        ...guard('product.write'),
        schema: {
          tags,
          security,
          summary: 'Retira el reglamento subido del fondo',
          params: productIdParams,
          response: responses(adminProductDetail, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await removeProductRegulation(ctx, request.params.id, auditActorOf(request))),
    );

    // The product and graphic Excel templates (two-phase imports: contexts/back-office/excel-import).
    const permissions = { read: 'product.read', write: 'product.write' } as const;
    await app.register(
      excelImportRoutes(ctx, {
        base: `${base}/imports/products`,
        template: productsTemplate,
        permissions,
        tags,
      }),
    );
    await app.register(
      excelImportRoutes(ctx, { base: `${base}/imports/charts`, template: chartsTemplate, permissions, tags }),
    );
    // The day's quota values by Excel: the same permissions as publishing one by hand.
    await app.register(
      excelImportRoutes(ctx, {
        base: '/api/admin/quota-values/imports',
        template: quotaValuesTemplate,
        permissions: { read: 'product.quota-value.read', write: 'product.quota-value.write' },
        tags,
      }),
    );
  };
