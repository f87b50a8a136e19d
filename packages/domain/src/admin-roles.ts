import { permissionMeanings, permissions, type Permission } from './permissions.ts';

/**
 * The back office's roles: each a named set of permissions. Code, not data an administrator edits
 * (requirements R7 only lists them); the database mirrors them after every migration run and admin profiles
 * combine them. Super admin and the auditor are defined by rule, so a permission added to the
 * catalogue reaches them without touching this file.
 */
export const adminRoleCodes = [
  'SUPER_ADMIN',
  'COMPLIANCE',
  'DEPOSIT_APPROVER',
  'OPERATIONS',
  'SUPPORT',
  'ACCESS_MANAGER',
  'AUDITOR',
] as const;
export type AdminRoleCode = (typeof adminRoleCodes)[number];

export interface AdminRoleDefinition {
  code: AdminRoleCode;
  name: string;
  description: string;
  permissions: readonly Permission[];
}

// The auditor reads everything except what anti-money-laundering rules keep with compliance.
const reads = permissions.filter(
  (p) => permissionMeanings[p].readOnly && !permissionMeanings[p].confidential,
);

export const adminRoles: readonly AdminRoleDefinition[] = [
  {
    code: 'SUPER_ADMIN',
    name: 'Superadministrador',
    description: 'Todo el back office, incluida la gestión de permisos.',
    permissions,
  },
  {
    code: 'COMPLIANCE',
    name: 'Cumplimiento',
    description: 'Revisa y decide las solicitudes de inversión y lleva la lista de personas restringidas.',
    permissions: [
      'onboarding.review',
      'onboarding.decide',
      'restricted-list.write',
      'user.read',
      'report.read',
      'report.plaft',
    ],
  },
  {
    code: 'DEPOSIT_APPROVER',
    name: 'Aprobación de depósitos',
    description: 'Prepara o confirma la aprobación del depósito que acredita las cuotas.',
    permissions: ['onboarding.review', 'onboarding.approve'],
  },
  {
    code: 'OPERATIONS',
    name: 'Operaciones',
    description:
      'Publica los valores cuota, paga o rechaza rescates, revisa la conciliación del libro mayor, sube los documentos de los inversionistas, reenvía los correos que fallaron y ajusta los mensajes de espera.',
    permissions: [
      'product.quota-value.read',
      'product.quota-value.write',
      'product.read',
      'product.write',
      'rescue.read',
      'rescue.settle',
      'ledger.reconcile',
      'user.read',
      'document.read',
      'document.write',
      'portfolio.read',
      'portfolio.import',
      'report.read',
      'exchange-rate.read',
      'exchange-rate.write',
      'mail.read',
      'mail.retry',
      'waiting-notice.read',
      'waiting-notice.write',
    ],
  },
  {
    code: 'SUPPORT',
    name: 'Soporte',
    description:
      'Atiende la cola de anulaciones, anula lo que el inversionista pidió anular, corrige o desactiva cuentas de inversionistas y reenvía los correos que fallaron.',
    permissions: [
      'support.read',
      'support.cancel',
      'user.read',
      'user.write',
      'portfolio.read',
      'mail.read',
      'mail.retry',
    ],
  },
  {
    code: 'ACCESS_MANAGER',
    name: 'Gestión de accesos',
    description: 'Da y quita el acceso al back office y arma los perfiles, sin operar los fondos.',
    permissions: ['admin.permissions.read', 'admin.permissions.write'],
  },
  {
    code: 'AUDITOR',
    name: 'Auditor (solo lectura)',
    description:
      'Ve todo lo que el back office muestra, salvo el reporte PLAFT reservado a cumplimiento, sin poder cambiar nada.',
    permissions: reads,
  },
];

export const isAdminRoleCode = (value: string): value is AdminRoleCode =>
  (adminRoleCodes as readonly string[]).includes(value);

/** What a set of roles allows together. */
export function permissionsOfRoles(roles: readonly string[]): Set<Permission> {
  const allowed = new Set<Permission>();
  for (const role of adminRoles)
    if (roles.includes(role.code)) for (const p of role.permissions) allowed.add(p);
  return allowed;
}
