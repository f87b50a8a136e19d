import { documentsEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { downloadTaxCertificate } from './download-tax-certificate.ts';
import { getStatementEmail } from './get-statement-email.ts';
import { listMyDocuments } from './list-my-documents.ts';
import { setStatementEmail } from './set-statement-email.ts';

/** The monthly statement's e-mail setting, Mis documentos' list and the annual tax certificate. */
export const monthlyStatementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, documentsEndpoints.getStatementEmail, async (request) =>
      ok(await getStatementEmail(ctx, authOf(request).userId)),
    );
    route(app, documentsEndpoints.setStatementEmail, async (request) =>
      ok(await setStatementEmail(ctx, authOf(request).userId, request.body)),
    );
    route(app, documentsEndpoints.listMyDocuments, async (request) =>
      ok(await listMyDocuments(ctx, authOf(request).userId)),
    );
    route(app, documentsEndpoints.downloadTaxCertificate, async (request, reply) => {
      const file = await downloadTaxCertificate(ctx, authOf(request).userId, request.query.anio);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    });
  };
