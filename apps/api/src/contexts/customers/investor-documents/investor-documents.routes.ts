import {
  customersEndpoints as endpoints,
  INVESTOR_DOCUMENT_MAX_BYTES,
  investorDocumentMessages,
} from '@invierte/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import type { StoredFileStream } from '../../../providers/storage/file-storage.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { readMultipart } from '../../../shared/read-multipart.ts';
import { sendStoredFile } from '../../../shared/send-stored-file.ts';
import { downloadInvestorDocument } from './download-investor-document.ts';
import { listInvestmentReports } from './list-investment-reports.ts';
import { listInvestorDocuments } from './list-investor-documents.ts';
import { removeInvestorDocument } from './remove-investor-document.ts';
import { uploadInvestorDocument } from './upload-investor-document.ts';
import { auditActorOf } from '../../audit/index.ts';

/** A published document is a PDF (checked by its content when uploaded), saved under its own name. */
const sendPdf = (reply: FastifyReply, file: { fileName: string; body: StoredFileStream }) =>
  sendStoredFile(reply, { ...file, contentType: 'application/pdf' });

/**
 * Investor documents (requirements R7 Admin "upload, download and document endpoints"; R7 Portfolio
 * {id}/investment-reports and investment-report/{id}): docs/back-office.md, "Investor documents".
 * Registered inside the multipart scope (app.ts) for the upload.
 */
export const investorDocumentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      endpoints.uploadInvestorDocument,
      async (request, reply) => {
        const upload = await readMultipart(request, {
          maxFiles: 1,
          maxFileBytes: INVESTOR_DOCUMENT_MAX_BYTES,
          tooLarge: investorDocumentMessages.tooLarge,
          tooMany: investorDocumentMessages.tooMany,
        });
        const document = await uploadInvestorDocument(ctx, { upload, ...auditActorOf(request) });
        return reply.code(201).send(ok(document));
      },
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    );
    route(app, endpoints.listInvestorDocuments, async (request) =>
      ok(await listInvestorDocuments(ctx, request.query.userId)),
    );
    route(app, endpoints.downloadInvestorDocument, async (request, reply) =>
      sendPdf(
        reply,
        await downloadInvestorDocument(ctx, request.params.id, { staff: auditActorOf(request) }),
      ),
    );
    route(app, endpoints.removeInvestorDocument, async (request) =>
      ok(await removeInvestorDocument(ctx, { id: request.params.id, ...auditActorOf(request) })),
    );

    route(app, endpoints.listInvestmentReports, async (request) =>
      ok(await listInvestmentReports(ctx, authOf(request).userId, request.params.id)),
    );
    route(app, endpoints.downloadInvestmentReport, async (request, reply) =>
      sendPdf(
        reply,
        await downloadInvestorDocument(ctx, request.params.id, { ownerId: authOf(request).userId }),
      ),
    );
  };
