import { documentsEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { authOf } from '../../../plugins/auth.ts';
import { downloadPortfolioDocument } from './download-portfolio-document.ts';
import type { PortfolioDocumentKind } from './statement-data.ts';

const documents = [
  [documentsEndpoints.downloadAccountState, 'ACCOUNT_STATE'],
  [documentsEndpoints.downloadInvestmentReport, 'INVESTMENT_REPORT'],
  [documentsEndpoints.downloadCertificate, 'CERTIFICATE'],
] as const satisfies ReadonlyArray<readonly [unknown, PortfolioDocumentKind]>;

/** The investor's portfolio documents as PDF, for one fund (`productId`) or every fund held. */
export const statementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [endpoint, kind] of documents)
      route(app, endpoint, async (request, reply) => {
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
      });
  };
