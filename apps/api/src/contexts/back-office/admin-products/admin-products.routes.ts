import {
  PRODUCT_REGULATION_MAX_BYTES,
  backOfficeEndpoints as endpoints,
  productRegulationMessages,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { excelImportRoutes } from '../excel-import/excel-import.routes.ts';
import { readMultipart } from '../../../shared/read-multipart.ts';
import { auditActorOf } from '../../audit/index.ts';
import { chartsTemplate } from './charts-template.ts';
import { createProductChart } from './create-product-chart.ts';
import { deleteProductChart } from './delete-product-chart.ts';
import { deleteProduct } from './delete-product.ts';
import { getAdminProduct } from './get-admin-product.ts';
import { listAdminProducts } from './list-admin-products.ts';
import { lockProduct } from './lock-product.ts';
import { moveProductChart } from './move-product-chart.ts';
import { productsTemplate } from './products-template.ts';
import { quotaValuesTemplate } from './quota-values-template.ts';
import { removeProductRegulation } from './remove-product-regulation.ts';
import { unlockProduct } from './unlock-product.ts';
import { updateProductTable } from './update-product-table.ts';
import { uploadProductRegulation } from './upload-product-regulation.ts';

/**
 * The back office's products (requirements R7 Admin "Admin products"): docs/back-office.md, "Products".
 * Registered inside the multipart scope (app.ts) for the regulation upload. The quota-value calls
 * under /api/admin/products/{id}/quota-values stay in the products module.
 */
export const adminProductsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, endpoints.listAdminProducts, async (request) =>
      ok(await listAdminProducts(ctx, request.query)),
    );
    route(app, endpoints.getAdminProduct, async (request) =>
      ok(await getAdminProduct(ctx, request.params.id)),
    );
    route(app, endpoints.deleteProduct, async (request) =>
      ok(await deleteProduct(ctx, request.params.id, auditActorOf(request))),
    );
    route(app, endpoints.updateProductTable, async (request) =>
      ok(await updateProductTable(ctx, request.params.id, request.body, auditActorOf(request))),
    );
    route(app, endpoints.lockProduct, async (request) =>
      ok(await lockProduct(ctx, request.params.id, request.body, auditActorOf(request))),
    );
    route(app, endpoints.unlockProduct, async (request) =>
      ok(await unlockProduct(ctx, request.params.id, auditActorOf(request))),
    );
    route(app, endpoints.createProductChart, async (request, reply) =>
      reply
        .code(201)
        .send(ok(await createProductChart(ctx, request.params.id, request.body, auditActorOf(request)))),
    );
    route(app, endpoints.moveProductChart, async (request) =>
      ok(await moveProductChart(ctx, request.params.id, request.body.position, auditActorOf(request))),
    );
    route(app, endpoints.deleteProductChart, async (request) =>
      ok(await deleteProductChart(ctx, request.params.id, auditActorOf(request))),
    );
    route(
      app,
      endpoints.uploadProductRegulation,
      async (request) => {
        const upload = await readMultipart(request, {
          maxFiles: 1,
          maxFileBytes: PRODUCT_REGULATION_MAX_BYTES,
          tooLarge: productRegulationMessages.tooLarge,
          tooMany: productRegulationMessages.tooMany,
        });
        return ok(await uploadProductRegulation(ctx, request.params.id, upload, auditActorOf(request)));
      },
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    );
    route(app, endpoints.removeProductRegulation, async (request) =>
      ok(await removeProductRegulation(ctx, request.params.id, auditActorOf(request))),
    );

    // The product and graphic Excel templates (two-phase imports: contexts/back-office/excel-import).
    await app.register(
      excelImportRoutes(ctx, {
        endpoints: {
          template: endpoints.downloadProductsTemplate,
          check: endpoints.checkProductsImport,
          apply: endpoints.applyProductsImport,
          history: endpoints.listProductsImports,
        },
        template: productsTemplate,
      }),
    );
    await app.register(
      excelImportRoutes(ctx, {
        endpoints: {
          template: endpoints.downloadChartsTemplate,
          check: endpoints.checkChartsImport,
          apply: endpoints.applyChartsImport,
          history: endpoints.listChartsImports,
        },
        template: chartsTemplate,
      }),
    );
    // The day's quota values by Excel: the same permissions as publishing one by hand.
    await app.register(
      excelImportRoutes(ctx, {
        endpoints: {
          template: endpoints.downloadQuotaValuesTemplate,
          check: endpoints.checkQuotaValuesImport,
          apply: endpoints.applyQuotaValuesImport,
          history: endpoints.listQuotaValuesImports,
        },
        template: quotaValuesTemplate,
      }),
    );
  };
