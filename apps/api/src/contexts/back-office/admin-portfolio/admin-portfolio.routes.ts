import {
  adminPortfolioInvestments,
  adminPortfolioParams,
  adminPortfolioResume,
  movementsPage,
  movementsQuery,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
import { excelImportRoutes, XLSX_TYPE } from '../excel-import/excel-import.routes.ts';
import { exportMovements } from '../../portfolio/index.ts';
import { listMovements } from '../../portfolio/index.ts';
import { findInvestor } from './find-investor.ts';
import { getInvestorResume } from './get-investor-resume.ts';
import { investmentsTemplate } from './investments-template.ts';
import { listInvestorInvestments } from './list-investor-investments.ts';
import { movementsTemplate } from './movements-template.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const base = '/api/admin/portfolio';

/**
 * Admin portfolio (requirements R7 Admin portfolio; docs/back-office.md, "Admin portfolio"): one investor's
 * holdings, summary in PEN, movements and their .xlsx, and the investments and movements imports.
 * Registered inside the multipart scope (app.ts) for the uploads.
 */
export const adminPortfolioRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const read = { onRequest: [app.authenticate, requirePermission('portfolio.read')] };

    app.get(
      `${base}/:userId/investments`,
      {
        ...read,
        schema: {
          tags,
          security,
          summary: 'Fondos de un inversionista: cuotas, valor y moneda',
          params: adminPortfolioParams,
          response: responses(adminPortfolioInvestments, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await listInvestorInvestments(ctx, request.params.userId)),
    );
    app.get(
      `${base}/:userId/resume`,
      {
        ...read,
        schema: {
          tags,
          security,
          summary: 'Resumen en soles del portafolio de un inversionista (dólares al tipo de cambio compra)',
          params: adminPortfolioParams,
          response: responses(adminPortfolioResume, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await getInvestorResume(ctx, request.params.userId)),
    );
    app.get(
      `${base}/:userId/movements`,
      {
        ...read,
        schema: {
          tags,
          security,
          summary: 'Movimientos de un inversionista, los más recientes primero, con filtros y paginación',
          params: adminPortfolioParams,
          querystring: movementsQuery,
          response: responses(movementsPage, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => {
        await findInvestor(ctx.db, request.params.userId);
        return ok(await listMovements(ctx, request.params.userId, request.query));
      },
    );
    app.get(
      `${base}/:userId/movements/xlsx`,
      {
        ...read,
        schema: {
          tags,
          security,
          summary: 'Descarga en Excel (.xlsx) los movimientos filtrados de un inversionista',
          params: adminPortfolioParams,
          querystring: movementsQuery,
        },
      },
      async (request, reply) => {
        const investor = await findInvestor(ctx.db, request.params.userId);
        const file = await exportMovements(ctx, investor.id, request.query);
        const name = `movimientos-${investor.documentNumber ?? investor.id.slice(0, 8)}-${file.fileName.slice('movimientos-'.length)}`;
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '')}"`)
          .header('cache-control', 'no-store')
          .send(file.bytes);
      },
    );

    const permissions = { read: 'portfolio.read', write: 'portfolio.import' } as const;
    await app.register(
      excelImportRoutes(ctx, {
        base: `${base}/imports/investments`,
        template: investmentsTemplate,
        permissions,
        tags,
      }),
    );
    await app.register(
      excelImportRoutes(ctx, {
        base: `${base}/imports/movements`,
        template: movementsTemplate,
        permissions,
        tags,
      }),
    );
  };
