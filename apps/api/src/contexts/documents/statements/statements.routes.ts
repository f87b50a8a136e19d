import { documentsEndpoints } from '@invierte/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { authOf } from '../../../plugins/auth.ts';
import { downloadPortfolioDocument } from './download-portfolio-document.ts';

const sendPdf = (reply: FastifyReply, file: { fileName: string; bytes: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.bytes);

/**
 * The investor's portfolio documents as PDF, for one fund (`productId`) or every fund held; the
 * account statement of the period `desde`–`hasta`.
 */
export const statementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, documentsEndpoints.downloadAccountState, async (request, reply) => {
      const { productId, desde, hasta } = request.query;
      return sendPdf(
        reply,
        await downloadPortfolioDocument(ctx, authOf(request).userId, 'ACCOUNT_STATE', productId, {
          from: desde,
          to: hasta,
        }),
      );
    });
    for (const [endpoint, kind] of [
      [documentsEndpoints.downloadInvestmentReport, 'INVESTMENT_REPORT'],
      [documentsEndpoints.downloadCertificate, 'CERTIFICATE'],
    ] as const)
      route(app, endpoint, async (request, reply) =>
        sendPdf(
          reply,
          await downloadPortfolioDocument(ctx, authOf(request).userId, kind, request.query.productId),
        ),
      );
  };
