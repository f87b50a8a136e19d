import {
  EXCEL_IMPORT_MAX_BYTES,
  excelImportMessages,
  type EndpointShape,
  type excelImportRecord,
  type excelImportReport,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { auditActorOf } from '../../audit/index.ts';
import { readMultipart } from '../../../shared/read-multipart.ts';
import { applyExcelImport } from './apply-excel-import.ts';
import { checkExcelImport } from './check-excel-import.ts';
import type { AnyExcelImportTemplate } from './define-template.ts';
import { excelImportsRepository } from './excel-imports.repository.ts';
import { writeImportTemplate } from './write-template.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Answering<A> = EndpointShape & { readonly answer: A };

/** The four declared calls of one template (packages/domain src/endpoints/back-office.ts). */
export interface ExcelImportEndpoints {
  /** GET …/template: the .xlsx to fill. */
  template: Answering<'file'>;
  /** POST …/check and …/apply: multipart uploads of the filled file. */
  check: Answering<typeof excelImportReport>;
  apply: Answering<typeof excelImportReport>;
  /** GET …: the files applied. */
  history: Answering<z.ZodArray<typeof excelImportRecord>>;
}

export interface ExcelImportRouteOptions {
  endpoints: ExcelImportEndpoints;
  template: AnyExcelImportTemplate;
}

/** Uploads are checked and applied at most 30 times a minute per caller. */
const uploadLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

/**
 * The four calls of one template (define-template.ts explains the phases), their paths, access
 * and descriptions declared in the domain. Register inside the multipart scope of app.ts:
 * `await uploads.register(excelImportRoutes(ctx, {...}))`.
 */
export const excelImportRoutes =
  (ctx: AppContext, options: ExcelImportRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { endpoints, template } = options;
    const readUpload = (request: Parameters<typeof readMultipart>[0]) =>
      readMultipart(request, {
        maxFiles: 1,
        maxFileBytes: EXCEL_IMPORT_MAX_BYTES,
        tooLarge: excelImportMessages.tooLarge,
        tooMany: excelImportMessages.tooMany,
      });

    route(app, endpoints.template, async (_request, reply) => {
      const lists = template.lists ? await template.lists(ctx.db) : {};
      const bytes = await writeImportTemplate(template, lists, ctx.now());
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${template.fileName}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    });
    route(
      app,
      endpoints.check,
      async (request) => ok(await checkExcelImport(ctx, template, await readUpload(request))),
      uploadLimit,
    );
    route(
      app,
      endpoints.apply,
      async (request, reply) => {
        const report = await applyExcelImport(ctx, template, {
          upload: await readUpload(request),
          ...auditActorOf(request),
        });
        return reply.code(201).send(ok(report));
      },
      uploadLimit,
    );
    route(app, endpoints.history, async () =>
      ok(await excelImportsRepository.list(ctx.db, template.code, 50)),
    );
  };
