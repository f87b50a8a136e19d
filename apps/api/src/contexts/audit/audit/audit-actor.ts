import type { FastifyRequest } from 'fastify';
import { authOf } from '../../../plugins/auth.ts';
import { clientInfoOf, type ClientInfo } from '../../../shared/client-info.ts';

/** Who makes a back-office write, as the audit log records it. */
export interface AuditActor {
  actorUserId: string;
  client: ClientInfo;
}

export const auditActorOf = (request: FastifyRequest): AuditActor => ({
  actorUserId: authOf(request).userId,
  client: clientInfoOf(request),
});
