import {
  INVESTOR_DOCUMENT_MAX_BYTES,
  investmentReportList,
  investorDocument,
  investorDocumentIdParams,
  investorDocumentList,
  investorDocumentMessages,
  investorDocumentsQuery,
  productIdParams,
} from '@invierte/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
import { readMultipart } from '../../../shared/read-multipart.ts';
import { sendStoredFile } from '../../../shared/send-stored-file.ts';
import { downloadInvestorDocument } from './download-investor-document.ts';
import { listInvestmentReports } from './list-investment-reports.ts';
import { listInvestorDocuments } from './list-investor-documents.ts';
import { removeInvestorDocument } from './remove-investor-document.ts';
import { uploadInvestorDocument } from './upload-investor-document.ts';
import { auditActorOf } from '../../audit/index.ts';

const security = [{ bearerAuth: [] }];
const base = '/api/admin/documents';

/** A published document is a PDF (checked by its content when uploaded), saved under its own name. */
const sendPdf = (reply: FastifyReply, file: { fileName: string; bytes: Buffer }) =>
  sendStoredFile(reply, { ...file, contentType: 'application/pdf' });

/**
 * Investor documents (requirements R7 Admin "upload, download and document endpoints"; R7 Portfolio
 * {id}/investment-reports and investment-report/{id}): docs/back-office.md, "Investor documents".
 * Registered inside the multipart scope (app.ts) for the upload.
 */
export const investorDocumentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** Authentication (401), then the permission (403), both before the body is read or validated. */
    const guard = (permission: 'document.read' | 'document.write') => ({
      onRequest: [app.authenticate, requirePermission(permission)],
    });

    app.post(
      base,
      {
        ...guard('document.write'),
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['admin'],
          security,
          summary:
            'Sube un estado de cuenta, reporte de inversión o certificado para un inversionista (multipart: userId, productId opcional, type ACCOUNT_STATEMENT | INVESTMENT_REPORT | CERTIFICATE, title, file PDF de hasta 10 MB)',
          consumes: ['multipart/form-data'],
          response: responses(investorDocument, 201, [400, 401, 403, 413, 415]),
        },
      },
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
    );
    app.get(
      base,
      {
        ...guard('document.read'),
        schema: {
          tags: ['admin'],
          security,
          summary: 'Documentos publicados para un inversionista, del más reciente al más antiguo',
          querystring: investorDocumentsQuery,
          response: responses(investorDocumentList, 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listInvestorDocuments(ctx, request.query.userId)),
    );
    app.get(
      `${base}/:id/file`,
      {
        ...guard('document.read'),
        schema: {
          tags: ['admin'],
          security,
          summary:
            'Descarga el PDF de un documento publicado (queda en la auditoría: quién, cuándo y desde dónde)',
          params: investorDocumentIdParams,
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await downloadInvestorDocument(ctx, request.params.id, { staff: auditActorOf(request) }),
        ),
    );
    app.delete(
      `${base}/:id`,
      {
        ...guard('document.write'),
        schema: {
          tags: ['admin'],
          security,
          summary: 'Quita un documento: el inversionista deja de verlo (queda registrado quién y cuándo)',
          params: investorDocumentIdParams,
          response: responses(z.object({ id: z.string() }), 200, [400, 401, 403, 404]),
        },
      },
      async (request) =>
        ok(await removeInvestorDocument(ctx, { id: request.params.id, ...auditActorOf(request) })),
    );

    app.get(
      '/api/portfolio/:id/investment-reports',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['portfolio'],
          security,
          summary:
            'Reportes y documentos que el equipo publicó para ti sobre un fondo y sobre toda tu cuenta',
          params: productIdParams,
          response: responses(investmentReportList, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await listInvestmentReports(ctx, authOf(request).userId, request.params.id)),
    );
    app.get(
      '/api/portfolio/investment-report/:id',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['portfolio'],
          security,
          summary: 'Descarga el PDF de uno de tus reportes publicados',
          params: investorDocumentIdParams,
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await downloadInvestorDocument(ctx, request.params.id, { ownerId: authOf(request).userId }),
        ),
    );
  };
