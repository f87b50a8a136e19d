import {
  EXCEL_IMPORT_MAX_BYTES,
  excelImportMessages,
  excelImportRecord,
  excelImportReport,
  type Permission,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { auditActorOf } from '../../audit/index.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
import { readMultipart } from '../../../shared/read-multipart.ts';
import { applyExcelImport } from './apply-excel-import.ts';
import { checkExcelImport } from './check-excel-import.ts';
import type { AnyExcelImportTemplate } from './define-template.ts';
import { excelImportsRepository } from './excel-imports.repository.ts';
import { writeImportTemplate } from './write-template.ts';

const security = [{ bearerAuth: [] }];
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExcelImportRouteOptions {
  /** e.g. `/api/admin/portfolio/imports/investments`. */
  base: string;
  template: AnyExcelImportTemplate;
  /** Downloading the template and the history (a permission that only reads) and checking/applying. */
  permissions: { read: Permission; write: Permission };
  tags: string[];
}

/**
 * The four calls of one template (define-template.ts explains the phases). Register inside the
 * multipart scope of app.ts: `await uploads.register(excelImportRoutes(ctx, {...}))`.
 */
export const excelImportRoutes =
  (ctx: AppContext, options: ExcelImportRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { base, template, permissions, tags } = options;
    const guard = (p: Permission) => ({ onRequest: [app.authenticate, requirePermission(p)] });
    const readUpload = (request: Parameters<typeof readMultipart>[0]) =>
      readMultipart(request, {
        maxFiles: 1,
        maxFileBytes: EXCEL_IMPORT_MAX_BYTES,
        tooLarge: excelImportMessages.tooLarge,
        tooMany: excelImportMessages.tooMany,
      });
    const upload = {
      consumes: ['multipart/form-data'],
      tags,
      security,
    };

    app.get(
      `${base}/template`,
      {
        ...guard(permissions.read),
        schema: { tags, security, summary: `Descarga la plantilla Excel de ${template.title.toLowerCase()}` },
      },
      async (_request, reply) => {
        const lists = template.lists ? await template.lists(ctx.db) : {};
        const bytes = await writeImportTemplate(template, lists, ctx.now());
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${template.fileName}"`)
          .header('cache-control', 'no-store')
          .send(bytes);
      },
    );
    app.post(
      `${base}/check`,
      {
        ...guard(permissions.write),
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          ...upload,
          summary: `Revisa un Excel de ${template.title.toLowerCase()} fila por fila sin guardar nada (multipart: file .xlsx de hasta 5 MB)`,
          response: responses(excelImportReport, 200, [400, 401, 403, 409, 413, 415]),
        },
      },
      async (request) => ok(await checkExcelImport(ctx, template, await readUpload(request))),
    );
    app.post(
      `${base}/apply`,
      {
        ...guard(permissions.write),
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          ...upload,
          summary: `Aplica un Excel de ${template.title.toLowerCase()} sin errores, todo en una transacción; el mismo archivo no se aplica dos veces. Las filas marcadas (repetidas, ya registradas, cambios inusuales) se aplican solo con el campo confirmations: JSON [{row, reason}], una por fila marcada`,
          response: responses(excelImportReport, 201, [400, 401, 403, 409, 413, 415]),
        },
      },
      async (request, reply) => {
        const report = await applyExcelImport(ctx, template, {
          upload: await readUpload(request),
          ...auditActorOf(request),
        });
        return reply.code(201).send(ok(report));
      },
    );
    app.get(
      base,
      {
        ...guard(permissions.read),
        schema: {
          tags,
          security,
          summary: `Archivos de ${template.title.toLowerCase()} aplicados, los más recientes primero`,
          response: responses(z.array(excelImportRecord), 200, [401, 403]),
        },
      },
      async () => ok(await excelImportsRepository.list(ctx.db, template.code, 50)),
    );
  };
