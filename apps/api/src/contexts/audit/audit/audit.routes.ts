import { auditEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { listAuditLog } from './list-audit-log.ts';
import { auditAnchors } from './audit-anchors.ts';
import { verifyAuditLog } from './verify-audit-log.ts';

/** The audit log of back-office writes: search and verification, read-only (no call changes it). */
export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, auditEndpoints.listAuditLog, async (request) => ok(await listAuditLog(ctx, request.query)));

    route(app, auditEndpoints.verifyAuditLog, async () =>
      ok(await verifyAuditLog(ctx.db, { anchors: auditAnchors(ctx.config) })),
    );
  };
