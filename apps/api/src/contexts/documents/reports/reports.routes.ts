import { documentsEndpoints, errorEnvelope, reportCatalogue, type ReportName } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { startReport } from './stream-report.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Each report's declared download (its path and permission), by the report's name. */
const reportEndpoints = {
  onboarding: documentsEndpoints.downloadOnboardingReport,
  plaft: documentsEndpoints.downloadPlaftReport,
  participant: documentsEndpoints.downloadParticipantReport,
  'user-participant': documentsEndpoints.downloadUserParticipantReport,
  'user-interested': documentsEndpoints.downloadUserInterestedReport,
  'private-user': documentsEndpoints.downloadPrivateUserReport,
  letter: documentsEndpoints.downloadLetterReport,
} satisfies Record<ReportName, unknown>;

/**
 * The Excel reports (requirements R7 Admin "Excel report downloads"): one route per report, so each names
 * its own permission (PLAFT is compliance's), `GET /api/admin/reports/{report}?from&to`.
 */
export const reportsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const report of reportCatalogue)
      route(
        app,
        reportEndpoints[report.name],
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
        {
          // A streamed file has no answer schema: its media type and the refusals are described here.
          schema: {
            description: `${report.contents}${
              report.dateFilter
                ? ` Filtra por ${report.dateFilter.toLowerCase()}: from y to son días de Lima (AAAA-MM-DD), ambos incluidos.`
                : ' No se filtra por fechas: muestra la situación de hoy.'
            }`,
            response: {
              200: {
                description: 'El archivo .xlsx, enviado por partes mientras se escribe.',
                content: { [XLSX]: { schema: z.string().meta({ format: 'binary' }) } },
              },
              ...Object.fromEntries(
                [...reportEndpoints[report.name].refusals, 429, 500].map((s) => [s, errorEnvelope]),
              ),
            },
          },
        },
      );
  };
