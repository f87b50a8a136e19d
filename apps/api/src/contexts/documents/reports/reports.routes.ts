import { reportCatalogue, reportQuery } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { errorEnvelope } from '@invierte/domain';
import { requirePermission } from '../../../plugins/permissions.ts';
import { startReport } from './stream-report.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The Excel reports (requirements R7 Admin "Excel report downloads"): one route per report, so each names
 * its own permission (PLAFT is compliance's), `GET /api/admin/reports/{report}?from&to`.
 */
export const reportsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const report of reportCatalogue)
      app.get(
        `/api/admin/reports/${report.name}`,
        {
          onRequest: [app.authenticate, requirePermission(report.permission)],
          schema: {
            tags: ['admin'],
            security: [{ bearerAuth: [] }],
            summary: `Descarga el reporte "${report.title}" en Excel (.xlsx)`,
            description: `${report.contents}${
              report.dateFilter
                ? ` Filtra por ${report.dateFilter.toLowerCase()}: from y to son días de Lima (AAAA-MM-DD), ambos incluidos.`
                : ' No se filtra por fechas: muestra la situación de hoy.'
            }`,
            querystring: reportQuery,
            response: {
              200: {
                description: 'El archivo .xlsx, enviado por partes mientras se escribe.',
                content: { [XLSX]: { schema: z.string().meta({ format: 'binary' }) } },
              },
              ...Object.fromEntries([400, 401, 403, 429, 500].map((s) => [s, errorEnvelope])),
            },
          },
        },
        async (request, reply) => {
          const started = await startReport(ctx, report.name, request.query);
          started.done.catch((error: unknown) =>
            request.log.error({ err: error, report: report.name }, 'report stream failed'),
          );
          return reply
            .header('content-type', XLSX)
            .header('content-disposition', `attachment; filename="${started.fileName}"`)
            .header('cache-control', 'no-store')
            .send(started.stream as never);
        },
      );
  };
