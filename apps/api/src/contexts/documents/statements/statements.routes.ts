import { portfolioDocumentQuery } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { authOf } from '../../../plugins/auth.ts';
import { downloadPortfolioDocument } from './download-portfolio-document.ts';
import type { PortfolioDocumentKind } from './statement-data.ts';

const tags = ['portfolio'];
const security = [{ bearerAuth: [] }];

const documents: Array<[string, PortfolioDocumentKind, string]> = [
  ['DownloadDocumentAccountState', 'ACCOUNT_STATE', 'Descarga tu estado de cuenta (PDF)'],
  ['DownloadDocumentInvesmentReport', 'INVESTMENT_REPORT', 'Descarga tu reporte de inversión (PDF)'],
  ['DownloadDocumentCertificate', 'CERTIFICATE', 'Descarga tu certificado de participación (PDF)'],
];

/** The investor's portfolio documents as PDF, for one fund (`productId`) or every fund held. */
export const statementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [name, kind, summary] of documents) {
      app.get(
        `/api/portfolio/investments/user/${name}`,
        {
          onRequest: app.authenticate,
          schema: { tags, security, summary, querystring: portfolioDocumentQuery },
        },
        async (request, reply) => {
          const file = await downloadPortfolioDocument(
            ctx,
            authOf(request).userId,
            kind,
            request.query.productId,
          );
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .header('cache-control', 'no-store')
            .send(file.bytes);
        },
      );
    }
  };
