import { auditListQuery, auditPage, auditVerification } from '../contracts/audit.ts';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * The audit context's calls: the back office's writes, searched and verified, read-only
 * (docs/decisions/0029-endpoints-declared-once.md).
 */

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  summary: 'Registro de auditoría: quién cambió qué en el back office, con los valores antes y después',
  tags: ['admin'],
  access: { permission: 'audit.read' },
  query: auditListQuery,
  answer: auditPage,
  refusals: [400, 401, 403],
});

export const verifyAuditLog = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit/verify',
  summary:
    'Verifica la cadena de huellas del registro de auditoría y sus anclas firmadas, y nombra el primer registro alterado o faltante',
  tags: ['admin'],
  access: { permission: 'audit.read' },
  answer: auditVerification,
  refusals: [401, 403],
});
