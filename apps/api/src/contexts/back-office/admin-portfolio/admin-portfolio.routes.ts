import { backOfficeEndpoints as endpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { excelImportRoutes, XLSX_TYPE } from '../excel-import/excel-import.routes.ts';
import { exportMovements } from '../../portfolio/index.ts';
import { listMovements } from '../../portfolio/index.ts';
import { findInvestor } from './find-investor.ts';
import { getInvestorResume } from './get-investor-resume.ts';
import { investmentsTemplate } from './investments-template.ts';
import { listInvestorInvestments } from './list-investor-investments.ts';
import { movementsTemplate } from './movements-template.ts';

/**
 * Admin portfolio (requirements R7 Admin portfolio; docs/back-office.md, "Admin portfolio"): one investor's
 * holdings, summary in PEN, movements and their .xlsx, and the investments and movements imports.
 * Registered inside the multipart scope (app.ts) for the uploads.
 */
export const adminPortfolioRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, endpoints.listInvestorInvestments, async (request) =>
      ok(await listInvestorInvestments(ctx, request.params.userId)),
    );
    route(app, endpoints.getInvestorResume, async (request) =>
      ok(await getInvestorResume(ctx, request.params.userId)),
    );
    route(app, endpoints.listInvestorMovements, async (request) => {
      await findInvestor(ctx.db, request.params.userId);
      return ok(await listMovements(ctx, request.params.userId, request.query));
    });
    route(app, endpoints.downloadInvestorMovements, async (request, reply) => {
      const investor = await findInvestor(ctx.db, request.params.userId);
      const file = await exportMovements(ctx, investor.id, request.query);
      const name = `movimientos-${investor.documentNumber ?? investor.id.slice(0, 8)}-${file.fileName.slice('movimientos-'.length)}`;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '')}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    });

    await app.register(
      excelImportRoutes(ctx, {
        endpoints: {
          template: endpoints.downloadInvestmentsTemplate,
          check: endpoints.checkInvestmentsImport,
          apply: endpoints.applyInvestmentsImport,
          history: endpoints.listInvestmentsImports,
        },
        template: investmentsTemplate,
      }),
    );
    await app.register(
      excelImportRoutes(ctx, {
        endpoints: {
          template: endpoints.downloadMovementsTemplate,
          check: endpoints.checkMovementsImport,
          apply: endpoints.applyMovementsImport,
          history: endpoints.listMovementsImports,
        },
        template: movementsTemplate,
      }),
    );
  };
