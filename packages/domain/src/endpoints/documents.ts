import { letterDeleted, letterIdParams, letterList, letterListQuery } from '../contracts/admin-users.ts';
import { investmentReportList } from '../contracts/investor-documents.ts';
import { statementEmailSetting, taxCertificateQuery } from '../contracts/monthly-statements.ts';
import { accountStateQuery, portfolioDocumentQuery } from '../contracts/portfolio.ts';
import { reportDefinition, reportQuery, type ReportName } from '../contracts/reports.ts';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * The documents context's calls: the newsletter's letters, the back office's Excel reports and the
 * investor's portfolio PDFs (docs/decisions/0029-endpoints-declared-once.md).
 */

export const listLetters = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/letter',
  summary: 'Inscripciones al boletín (cartas), de la más reciente, 10 por página',
  tags: ['admin'],
  access: { permission: 'letter.read' },
  query: letterListQuery,
  answer: letterList,
  refusals: [400, 401, 403],
});

export const deleteLetter = defineEndpoint({
  method: 'DELETE',
  path: '/api/onboarding/letter/delete/:id',
  summary: 'Borra una inscripción al boletín',
  tags: ['admin'],
  access: { permission: 'letter.delete' },
  params: letterIdParams,
  answer: letterDeleted,
  refusals: [400, 401, 403, 404],
});

/**
 * One report's download, its title and permission from the report catalogue (requirements R7 Admin
 * "Excel report downloads"): one route per report, so each names its own permission.
 */
const excelReport = (name: ReportName) =>
  ({
    summary: `Descarga el reporte "${reportDefinition(name).title}" en Excel (.xlsx)`,
    tags: ['admin'],
    access: { permission: reportDefinition(name).permission },
    query: reportQuery,
    answer: 'file',
    refusals: [400, 401, 403],
  }) as const;

export const downloadOnboardingReport = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/onboarding',
  ...excelReport('onboarding'),
});

export const downloadPlaftReport = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/plaft',
  ...excelReport('plaft'),
});

export const downloadParticipantReport = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/participant',
  ...excelReport('participant'),
});

export const downloadUserParticipantReport = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/user-participant',
  ...excelReport('user-participant'),
});

export const downloadUserInterestedReport = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/user-interested',
  ...excelReport('user-interested'),
});

export const downloadPrivateUserReport = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/private-user',
  ...excelReport('private-user'),
});

export const downloadLetterReport = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/letter',
  ...excelReport('letter'),
});

export const downloadAccountState = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/investments/user/DownloadDocumentAccountState',
  summary: 'Descarga tu estado de cuenta de un periodo (PDF)',
  tags: ['portfolio'],
  access: 'session',
  query: accountStateQuery,
  answer: 'file',
  refusals: [400, 401, 404],
});

export const downloadInvestmentReport = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/investments/user/DownloadDocumentInvesmentReport',
  summary: 'Descarga tu reporte de inversión (PDF)',
  tags: ['portfolio'],
  access: 'session',
  query: portfolioDocumentQuery,
  answer: 'file',
  refusals: [400, 401, 404],
});

export const downloadCertificate = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/investments/user/DownloadDocumentCertificate',
  summary: 'Descarga tu certificado de participación (PDF)',
  tags: ['portfolio'],
  access: 'session',
  query: portfolioDocumentQuery,
  answer: 'file',
  refusals: [400, 401, 404],
});

// The monthly statement and the annual tax certificate (docs/decisions/0039-monthly-statements-claimed-once.md).

const investor = { profiles: ['INTERESADO', 'PARTICIPE'] } as const;

export const getStatementEmail = defineEndpoint({
  method: 'GET',
  path: '/api/profile/statement-email',
  summary: 'Si recibes cada mes tu estado de cuenta por correo',
  tags: ['profile'],
  access: investor,
  answer: statementEmailSetting,
  refusals: [401, 403],
});

export const setStatementEmail = defineEndpoint({
  method: 'PUT',
  path: '/api/profile/statement-email',
  summary:
    'Activa o desactiva el correo mensual con tu estado de cuenta (se guarda en Mis documentos de todos modos)',
  tags: ['profile'],
  access: investor,
  body: statementEmailSetting,
  answer: statementEmailSetting,
  refusals: [400, 401, 403],
});

export const listMyDocuments = defineEndpoint({
  method: 'GET',
  path: '/api/profile/documents',
  summary:
    'Tus estados de cuenta mensuales, certificados y reportes publicados, del más reciente al más antiguo',
  tags: ['profile'],
  access: investor,
  answer: investmentReportList,
  refusals: [401, 403],
});

export const downloadTaxCertificate = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/tax-certificate',
  summary: 'Descarga tu certificado anual de rentas por rescates y retenciones (PDF), ?anio=2026',
  tags: ['portfolio'],
  access: investor,
  query: taxCertificateQuery,
  answer: 'file',
  refusals: [400, 401, 403, 404],
});
