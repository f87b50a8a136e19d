import { z } from 'zod';
import type { Permission } from '../permissions.ts';

/**
 * The back office's Excel reports (requirements R7 Admin "Excel report downloads"): each one a streamed
 * .xlsx, `GET /api/admin/reports/{report}`. The catalogue below is shared by the API (route,
 * permission, file name) and the web (the list on /admin/reportes).
 */
export const reportNames = [
  'onboarding',
  'plaft',
  'participant',
  'user-participant',
  'user-interested',
  'private-user',
  'letter',
] as const;
export type ReportName = (typeof reportNames)[number];

export interface ReportDefinition {
  name: ReportName;
  /** The title the screen shows. */
  title: string;
  /** What the file holds, one sentence for the screen. */
  contents: string;
  /** The permission the download needs. */
  permission: Permission;
  /** Whether `from`/`to` filter it, and by which date. */
  dateFilter: string | null;
  /** The file name's stem; the day of the download follows it. */
  fileStem: string;
}

export const reportCatalogue: readonly ReportDefinition[] = [
  {
    name: 'onboarding',
    title: 'Solicitudes de inversión',
    contents:
      'Cada solicitud con su estado, fechas, inversionista, fondo, monto solicitado y, si se aprobó el depósito, las cuotas y el valor cuota.',
    permission: 'report.read',
    dateFilter: 'Fecha de creación de la solicitud',
    fileStem: 'reporte-solicitudes',
  },
  {
    name: 'plaft',
    title: 'PLAFT',
    contents:
      'Para cumplimiento: cada solicitud con la declaración PEP, la ocupación, el origen de los fondos, de quién es el dinero, si la persona está en la lista de restringidos y el monto.',
    permission: 'report.plaft',
    dateFilter: 'Fecha de creación de la solicitud',
    fileStem: 'reporte-plaft',
  },
  {
    name: 'participant',
    title: 'Partícipes y sus cuotas',
    contents:
      'Una fila por partícipe y fondo con las cuotas que tiene hoy, el último valor cuota publicado y el valor estimado de su posición.',
    permission: 'report.read',
    dateFilter: null,
    fileStem: 'reporte-participes',
  },
  {
    name: 'user-participant',
    title: 'Usuarios partícipes',
    contents:
      'Las cuentas con perfil Partícipe: datos, perfil de inversionista, cliente preferente, estado de la cuenta y fecha de registro.',
    permission: 'report.read',
    dateFilter: 'Fecha de registro',
    fileStem: 'reporte-usuarios-participes',
  },
  {
    name: 'user-interested',
    title: 'Usuarios interesados',
    contents:
      'Las cuentas con perfil Interesado (registradas, aún sin cuotas): datos, cuestionario, estado de la cuenta y fecha de registro.',
    permission: 'report.read',
    dateFilter: 'Fecha de registro',
    fileStem: 'reporte-usuarios-interesados',
  },
  {
    name: 'private-user',
    title: 'Clientes privados',
    contents:
      'Los inversionistas con la marca de cliente preferente (acceso a fondos privados), con su perfil y las cuotas que tienen en fondos privados o institucionales.',
    permission: 'report.read',
    dateFilter: 'Fecha de registro',
    fileStem: 'reporte-clientes-privados',
  },
  {
    name: 'letter',
    title: 'Cartas (boletín)',
    contents: 'Las inscripciones al boletín, del pie de página y de las solicitudes, con su fecha.',
    permission: 'report.read',
    dateFilter: 'Fecha de inscripción',
    fileStem: 'reporte-cartas',
  },
];

export const reportDefinition = (name: ReportName): ReportDefinition =>
  reportCatalogue.find((r) => r.name === name)!;

/** The longest range a report accepts, so a date typo (year 1026) is caught rather than served. */
export const REPORT_MAX_RANGE_DAYS = 3660;

const reportDay = (which: string) =>
  z.iso.date({ error: `Ingresa la fecha ${which} como AAAA-MM-DD.` }).optional();

/** `?from&to`: Lima days, both included; either may be left out. */
export const reportQuery = z
  .object({ from: reportDay('desde'), to: reportDay('hasta') })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'La fecha hasta no puede ser anterior a la fecha desde.',
      });
    else if (v.from && v.to && (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 > REPORT_MAX_RANGE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'El rango de fechas no puede pasar de 10 años.',
      });
  });
export type ReportQuery = z.infer<typeof reportQuery>;

export const reportParams = z.object({
  report: z.enum(reportNames, { error: 'Ese reporte no existe.' }),
});
