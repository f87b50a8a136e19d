import { auditListQuery, auditPage, auditVerification } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
import { listAuditLog } from './list-audit-log.ts';
import { auditAnchors } from './audit-anchors.ts';
import { verifyAuditLog } from './verify-audit-log.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The audit log of back-office writes: search and verification, read-only (no call changes it). */
export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { onRequest: [app.authenticate, requirePermission('audit.read')] };

    app.get(
      '/api/admin/audit',
      {
        ...guard,
        schema: {
          tags,
          security,
          summary:
            'Registro de auditoría: quién cambió qué en el back office, con los valores antes y después',
          querystring: auditListQuery,
          response: responses(auditPage, 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listAuditLog(ctx, request.query)),
    );

    app.get(
      '/api/admin/audit/verify',
      {
        ...guard,
        schema: {
          tags,
          security,
          summary:
            'Verifica la cadena de huellas del registro de auditoría y sus anclas firmadas, y nombra el primer registro alterado o faltante',
          response: responses(auditVerification, 200, [401, 403]),
        },
      },
      async () => ok(await verifyAuditLog(ctx.db, { anchors: auditAnchors(ctx.config) })),
    );
  };
