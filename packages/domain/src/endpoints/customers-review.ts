import { z } from 'zod';
import { productIdParams } from '../contracts/catalog.ts';
import {
  bankAccountIdParams,
  bankAccountRemoval,
  bankAccountRequest,
  bankAccountStatusRequest,
  bankOption,
  cancellationRequest,
  customerBankAccount,
  customerBannersResponse,
  customerContract,
  customerProfileResponse,
  dataRequest,
  myDataQuery,
  profileSectionContracts,
} from '../contracts/customer-profile.ts';
import {
  investmentReportList,
  investorDocument,
  investorDocumentIdParams,
  investorDocumentList,
  investorDocumentsQuery,
} from '../contracts/investor-documents.ts';
import { investorProfileUpdateRequest } from '../contracts/investor-profile-update.ts';
import {
  restrictedList,
  restrictedListQuery,
  restrictedPersonBody,
  restrictedPersonParams,
  restrictedPersonResult,
  reviewApproveBody,
  reviewApproveResult,
  reviewChecking,
  reviewDecision,
  reviewDeposit,
  reviewDetail,
  reviewFile,
  reviewIdParams,
  reviewLinking,
  reviewList,
  reviewListFilter,
  reviewOptionalReasonBody,
  reviewQuantities,
  reviewReasonBody,
  reviewRemoveDocumentBody,
  reviewSigning,
  supportQueueQuery,
} from '../contracts/onboarding-review.ts';
import {
  attachBankAccountBody,
  payoutAccount,
  productWithoutBankAccount,
} from '../contracts/payout-accounts.ts';
import {
  reviewDocumentFileQuery,
  reviewDocumentList,
  reviewDocumentParams,
} from '../contracts/review-documents.ts';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * Part of the customers context's calls: the back office's onboarding review and restricted list,
 * the customer's own profile, bank accounts and data rights, the documents published for an
 * investor, and where each holding is paid (docs/decisions/0029-endpoints-declared-once.md).
 */

const investor = { profiles: ['INTERESADO', 'PARTICIPE'] } as const;

// The back office's onboarding review (requirements R7 "Onboarding admin"; docs/onboarding.md, "Review API").

export const listOnboardingsForReview = defineEndpoint({
  method: 'GET',
  path: '/api/admin/onboarding/list',
  summary: 'Lista de solicitudes (filtros en la consulta)',
  tags: ['admin'],
  access: { permission: 'onboarding.review' },
  query: reviewListFilter,
  answer: reviewList,
  refusals: [400, 401, 403],
});

export const searchOnboardingsForReview = defineEndpoint({
  method: 'POST',
  path: '/api/admin/onboarding/list',
  summary: 'Lista de solicitudes por estado, nombres y fechas, paginada',
  tags: ['admin'],
  access: { permission: 'onboarding.review' },
  body: reviewListFilter,
  answer: reviewList,
  refusals: [400, 401, 403],
});

export const countOnboardingsByState = defineEndpoint({
  method: 'GET',
  path: '/api/admin/onboarding/listQuantities',
  summary: 'Cantidad de solicitudes por estado',
  tags: ['admin'],
  access: { permission: 'onboarding.review' },
  answer: reviewQuantities,
  refusals: [401, 403],
});

export const listSupportCancelRequests = defineEndpoint({
  method: 'GET',
  path: '/api/admin/onboarding/support/cancel-requests',
  summary: 'Cola de soporte: solicitudes de cancelación (WAITING_FOR_CANCEL)',
  tags: ['admin'],
  access: { permission: 'support.read' },
  query: supportQueueQuery,
  answer: reviewList,
  refusals: [400, 401, 403],
});

export const getOnboardingReviewDetail = defineEndpoint({
  method: 'GET',
  path: '/api/admin/onboarding/:id',
  summary: 'Detalle de una solicitud: partes, eventos y aprobación',
  tags: ['admin'],
  access: { permission: 'onboarding.review' },
  params: reviewIdParams,
  answer: reviewDetail,
  refusals: [400, 401, 403, 404],
});

export const getOnboardingReviewLinking = defineEndpoint({
  method: 'GET',
  path: '/api/admin/onboarding/linking/:id',
  summary: 'Datos del paso 1 (vinculación)',
  tags: ['admin'],
  access: { permission: 'onboarding.review' },
  params: reviewIdParams,
  answer: reviewLinking,
  refusals: [400, 401, 403, 404],
});

export const getOnboardingReviewSigning = defineEndpoint({
  method: 'GET',
  path: '/api/admin/onboarding/signing/:id',
  summary: 'Contrato, documentos y evidencia de firma',
  tags: ['admin'],
  access: { permission: 'onboarding.review' },
  params: reviewIdParams,
  answer: reviewSigning,
  refusals: [400, 401, 403, 404],
});

export const getOnboardingReviewDeposit = defineEndpoint({
  method: 'GET',
  path: '/api/admin/onboarding/deposit/:id',
  summary: 'Transferencia registrada, comprobantes y aprobación preparada',
  tags: ['admin'],
  access: { permission: 'onboarding.review' },
  params: reviewIdParams,
  answer: reviewDeposit,
  refusals: [400, 401, 403, 404],
});

export const getOnboardingReviewChecking = defineEndpoint({
  method: 'GET',
  path: '/api/admin/onboarding/checking/:id',
  summary: 'Verificaciones de la solicitud',
  tags: ['admin'],
  access: { permission: 'onboarding.review' },
  params: reviewIdParams,
  answer: reviewChecking,
  refusals: [400, 401, 403, 404],
});

export const listOnboardingReviewDocuments = defineEndpoint({
  method: 'GET',
  path: '/api/admin/onboarding/:id/documents',
  summary:
    'Documentos de la solicitud que el revisor puede abrir: contrato, anexos, certificado de firma, comprobantes, documentos del equipo y los publicados para el inversionista',
  tags: ['admin'],
  access: { permission: 'onboarding.review' },
  params: reviewIdParams,
  answer: reviewDocumentList,
  refusals: [400, 401, 403, 404],
});

export const openOnboardingReviewDocument = defineEndpoint({
  method: 'GET',
  path: '/api/admin/onboarding/:id/documents/:documentId/file',
  summary:
    'Abre un documento de la solicitud tal como se guardó (modo=ver: en el navegador; modo=descargar: como archivo). Cada apertura queda en la auditoría',
  tags: ['admin'],
  access: { permission: 'onboarding.review' },
  params: reviewDocumentParams,
  query: reviewDocumentFileQuery,
  answer: 'file',
  refusals: [400, 401, 403, 404],
});

export const addOnboardingSigningDocument = defineEndpoint({
  method: 'POST',
  path: '/api/admin/onboarding/signing/:id/add-document',
  summary:
    'Agrega un documento a la etapa de firma (multipart: file, idOnboarding, type; JPG, PNG o PDF de hasta 5 MB)',
  tags: ['admin'],
  access: { permission: 'onboarding.decide' },
  params: reviewIdParams,
  multipart: true,
  answer: reviewFile,
  status: 201,
  refusals: [400, 401, 403, 404, 413, 415],
});

export const removeOnboardingSigningDocument = defineEndpoint({
  method: 'POST',
  path: '/api/admin/onboarding/signing/:id/remove-document',
  summary: 'Quita un documento agregado por el equipo (queda registrado, no se borra)',
  tags: ['admin'],
  access: { permission: 'onboarding.decide' },
  params: reviewIdParams,
  body: reviewRemoveDocumentBody,
  answer: reviewFile,
  refusals: [400, 401, 403, 404],
});

export const approveOnboardingSigning = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/onboarding/signing/:id/approve',
  summary: 'Aprueba la firma (APPROVE_SIGNING)',
  tags: ['admin'],
  access: { permission: 'onboarding.decide' },
  params: reviewIdParams,
  body: reviewOptionalReasonBody,
  answer: reviewDecision,
  refusals: [400, 401, 403, 404, 409],
});

export const rejectOnboardingSigning = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/onboarding/signing/:id/reject',
  summary: 'Rechaza la firma: el inversionista firma de nuevo (REJECT_SIGNING)',
  tags: ['admin'],
  access: { permission: 'onboarding.decide' },
  params: reviewIdParams,
  body: reviewOptionalReasonBody,
  answer: reviewDecision,
  refusals: [400, 401, 403, 404, 409],
});

export const rejectOnboardingDeposit = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/onboarding/deposit/:id/reject',
  summary: 'Rechaza el depósito: el inversionista lo registra de nuevo (REJECT_DEPOSIT)',
  tags: ['admin'],
  access: { permission: 'onboarding.decide' },
  params: reviewIdParams,
  body: reviewOptionalReasonBody,
  answer: reviewDecision,
  refusals: [400, 401, 403, 404, 409],
});

export const cancelOnboardingBySupport = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/onboarding/support/:id/cancel',
  summary: 'Soporte cancela una solicitud en espera de cancelación (SUPPORT_CANCEL)',
  tags: ['admin'],
  access: { permission: 'support.cancel' },
  params: reviewIdParams,
  body: reviewOptionalReasonBody,
  answer: reviewDecision,
  refusals: [400, 401, 403, 404, 409],
});

export const clearOnboardingRestriction = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/onboarding/:id/clear-restriction',
  summary: 'Levanta la retención por lista restringida (CLEAR_RESTRICTION)',
  tags: ['admin'],
  access: { permission: 'restricted-list.write' },
  params: reviewIdParams,
  body: reviewOptionalReasonBody,
  answer: reviewDecision,
  refusals: [400, 401, 403, 404, 409],
});

export const disapproveOnboardingReview = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/onboarding/:id/disapprove',
  summary: 'Desaprueba la solicitud con un motivo (se envía por correo)',
  tags: ['admin'],
  access: { permission: 'onboarding.decide' },
  params: reviewIdParams,
  body: reviewReasonBody,
  answer: reviewDecision,
  refusals: [400, 401, 403, 404, 409],
});

export const approveOnboardingDeposit = defineEndpoint({
  method: 'POST',
  path: '/api/admin/onboarding/approve',
  summary:
    'Aprueba el depósito con doble control: la primera llamada prepara (precio del día aplicable), la de otro administrador acredita las cuotas. Acepta Idempotency-Key',
  tags: ['admin'],
  access: { permission: 'onboarding.approve' },
  body: reviewApproveBody,
  answer: reviewApproveResult,
  // 200 when the first administrator prepares it, 201 when the second one credits the quotas.
  alsoStatus: 201,
  refusals: [400, 401, 403, 404, 409],
  idempotent: true,
});

export const addRestrictedListEntry = defineEndpoint({
  method: 'POST',
  path: '/api/admin/onboarding/restricted-persons',
  summary: 'Agrega un documento a la lista restringida',
  tags: ['admin'],
  access: { permission: 'restricted-list.write' },
  body: restrictedPersonBody,
  answer: restrictedPersonResult,
  status: 201,
  refusals: [400, 401, 403, 409],
});

export const listRestrictedListEntries = defineEndpoint({
  method: 'GET',
  path: '/api/admin/onboarding/restricted-persons',
  summary: 'La lista restringida, la más reciente primero, buscada por documento o motivo',
  tags: ['admin'],
  access: { permission: 'onboarding.review' },
  query: restrictedListQuery,
  answer: restrictedList,
  refusals: [400, 401, 403],
});

export const removeRestrictedListEntry = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/onboarding/restricted-persons/:documentType/:documentNumber',
  summary: 'Quita un documento de la lista restringida',
  tags: ['admin'],
  access: { permission: 'restricted-list.write' },
  params: restrictedPersonParams,
  answer: restrictedPersonResult,
  refusals: [400, 401, 403, 404],
});

// The customer's own profile, bank accounts, banners, contracts and data rights (docs/decisions/0015).

export const getCustomerProfile = defineEndpoint({
  method: 'GET',
  path: '/api/customers/profile',
  summary: 'Mi perfil: datos de la cuenta, secciones y lo que falta completar',
  tags: ['customers'],
  access: investor,
  answer: customerProfileResponse,
  refusals: [401, 403],
});

// One call per profile section, each the same schema as the onboarding part it mirrors.

export const updateProfilePersonalInformation = defineEndpoint({
  method: 'PATCH',
  path: '/api/customers/personal-information',
  summary: 'Actualiza la sección personal-information de mi perfil',
  tags: ['customers'],
  access: investor,
  body: profileSectionContracts.personalInformation.schema,
  answer: customerProfileResponse,
  refusals: [400, 401, 403],
});

export const updateProfileBirthdata = defineEndpoint({
  method: 'PATCH',
  path: '/api/customers/birthdata',
  summary: 'Actualiza la sección birthdata de mi perfil',
  tags: ['customers'],
  access: investor,
  body: profileSectionContracts.birthdata.schema,
  answer: customerProfileResponse,
  refusals: [400, 401, 403],
});

export const updateProfileAddress = defineEndpoint({
  method: 'PATCH',
  path: '/api/customers/address',
  summary: 'Actualiza la sección address de mi perfil',
  tags: ['customers'],
  access: investor,
  body: profileSectionContracts.address.schema,
  answer: customerProfileResponse,
  refusals: [400, 401, 403],
});

export const updateProfileOccupation = defineEndpoint({
  method: 'PATCH',
  path: '/api/customers/ocupation',
  summary: 'Actualiza la sección ocupation de mi perfil',
  tags: ['customers'],
  access: investor,
  body: profileSectionContracts.occupation.schema,
  answer: customerProfileResponse,
  refusals: [400, 401, 403],
});

export const updateProfilePartner = defineEndpoint({
  method: 'PATCH',
  path: '/api/customers/partner',
  summary: 'Actualiza la sección partner de mi perfil',
  tags: ['customers'],
  access: investor,
  body: profileSectionContracts.partner.schema,
  answer: customerProfileResponse,
  refusals: [400, 401, 403],
});

// The whole "mis datos" form at once, one call per profile (requirements R7); each admits only its profile.

export const updateParticipantProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/user/participant/updateProfile',
  summary: 'Guarda varias secciones de mi perfil a la vez (PARTICIPE)',
  tags: ['customers'],
  access: { profiles: ['PARTICIPE'] },
  body: investorProfileUpdateRequest,
  answer: customerProfileResponse,
  refusals: [400, 401, 403],
});

export const updateInterestedProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/user/interested/updateProfile',
  summary: 'Guarda varias secciones de mi perfil a la vez (INTERESADO)',
  tags: ['customers'],
  access: { profiles: ['INTERESADO'] },
  body: investorProfileUpdateRequest,
  answer: customerProfileResponse,
  refusals: [400, 401, 403],
});

export const getCustomerBanners = defineEndpoint({
  method: 'GET',
  path: '/api/customers/banners',
  summary: 'Avisos del portafolio: perfil incompleto, cuenta bancaria faltante, solicitud en revisión',
  tags: ['customers'],
  access: investor,
  answer: customerBannersResponse,
  refusals: [401, 403],
});

export const listCustomerBankAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/user/bankAccounts',
  summary: 'Mis cuentas bancarias activas',
  tags: ['customers'],
  access: investor,
  answer: z.array(customerBankAccount),
  refusals: [401, 403],
});

export const listBankOptions = defineEndpoint({
  method: 'GET',
  path: '/api/user/banks',
  summary: 'Bancos en los que se puede registrar una cuenta',
  tags: ['customers'],
  access: 'session',
  answer: z.array(bankOption),
  refusals: [401],
});

export const listCustomerContracts = defineEndpoint({
  method: 'GET',
  path: '/api/user/contracts',
  summary: 'Documentos de la firma de mis solicitudes: contrato, anexos y constancia',
  tags: ['customers'],
  access: investor,
  answer: z.array(customerContract),
  refusals: [401, 403],
});

export const addCustomerBankAccount = defineEndpoint({
  method: 'POST',
  path: '/api/customers/bank-accounts',
  summary: 'Registra una cuenta bancaria',
  tags: ['customers'],
  access: investor,
  body: bankAccountRequest,
  answer: customerBankAccount,
  status: 201,
  refusals: [400, 401, 403],
});

export const saveOnboardingBankAccountToProfile = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/customers/bank-accounts',
  summary: 'Guarda la cuenta bancaria de la solicitud entre mis cuentas',
  tags: ['customers'],
  access: investor,
  params: z.object({ id: z.uuid('No encontramos la solicitud.') }),
  answer: customerBankAccount,
  refusals: [400, 401, 403, 404, 409],
});

export const correctCustomerBankAccount = defineEndpoint({
  method: 'POST',
  path: '/api/customers/bank-accounts/:id',
  summary: 'Corrige los datos de una cuenta bancaria',
  tags: ['customers'],
  access: investor,
  params: bankAccountIdParams,
  body: bankAccountRequest,
  answer: customerBankAccount,
  refusals: [400, 401, 403, 404, 409],
});

export const changeCustomerBankAccountStatus = defineEndpoint({
  method: 'PATCH',
  path: '/api/customers/bank-accounts/:id',
  summary: 'Marca una cuenta como predeterminada de su moneda, o la retira',
  tags: ['customers'],
  access: investor,
  params: bankAccountIdParams,
  body: bankAccountStatusRequest,
  answer: z.union([customerBankAccount, bankAccountRemoval]),
  refusals: [400, 401, 403, 404],
});

export const downloadMyData = defineEndpoint({
  method: 'GET',
  path: '/api/customers/my-data',
  summary: 'Descarga mis datos personales (JSON o PDF)',
  tags: ['customers'],
  access: investor,
  query: myDataQuery,
  answer: 'file',
  refusals: [400, 401, 403],
});

export const listMyDataRequests = defineEndpoint({
  method: 'GET',
  path: '/api/customers/data-requests',
  summary: 'Mis solicitudes sobre mis datos personales, con su fecha',
  tags: ['customers'],
  access: investor,
  answer: z.array(dataRequest),
  refusals: [401, 403],
});

export const requestMyDataCancellation = defineEndpoint({
  method: 'POST',
  path: '/api/customers/data-requests/cancellation',
  summary: 'Solicita la cancelación de mis datos personales',
  tags: ['customers'],
  access: investor,
  body: cancellationRequest,
  answer: dataRequest,
  status: 201,
  refusals: [400, 401, 403, 409],
});

// Investor documents (requirements R7 Admin "upload, download and document endpoints"; R7 Portfolio
// {id}/investment-reports and investment-report/{id}): docs/back-office.md, "Investor documents".

export const uploadInvestorDocument = defineEndpoint({
  method: 'POST',
  path: '/api/admin/documents',
  summary:
    'Sube un estado de cuenta, reporte de inversión o certificado para un inversionista (multipart: userId, productId opcional, type ACCOUNT_STATEMENT | INVESTMENT_REPORT | CERTIFICATE, title, file PDF de hasta 10 MB)',
  tags: ['admin'],
  access: { permission: 'document.write' },
  multipart: true,
  answer: investorDocument,
  status: 201,
  refusals: [400, 401, 403, 413, 415],
});

export const listInvestorDocuments = defineEndpoint({
  method: 'GET',
  path: '/api/admin/documents',
  summary: 'Documentos publicados para un inversionista, del más reciente al más antiguo',
  tags: ['admin'],
  access: { permission: 'document.read' },
  query: investorDocumentsQuery,
  answer: investorDocumentList,
  refusals: [400, 401, 403],
});

export const downloadInvestorDocument = defineEndpoint({
  method: 'GET',
  path: '/api/admin/documents/:id/file',
  summary: 'Descarga el PDF de un documento publicado (queda en la auditoría: quién, cuándo y desde dónde)',
  tags: ['admin'],
  access: { permission: 'document.read' },
  params: investorDocumentIdParams,
  answer: 'file',
  refusals: [400, 401, 403, 404],
});

export const removeInvestorDocument = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/documents/:id',
  summary: 'Quita un documento: el inversionista deja de verlo (queda registrado quién y cuándo)',
  tags: ['admin'],
  access: { permission: 'document.write' },
  params: investorDocumentIdParams,
  answer: z.object({ id: z.string() }),
  refusals: [400, 401, 403, 404],
});

export const listInvestmentReports = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/:id/investment-reports',
  summary: 'Reportes y documentos que el equipo publicó para ti sobre un fondo y sobre toda tu cuenta',
  tags: ['portfolio'],
  access: 'session',
  params: productIdParams,
  answer: investmentReportList,
  refusals: [400, 401, 404],
});

export const downloadInvestmentReport = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/investment-report/:id',
  summary: 'Descarga el PDF de uno de tus reportes publicados',
  tags: ['portfolio'],
  access: 'session',
  params: investorDocumentIdParams,
  answer: 'file',
  refusals: [400, 401, 404],
});

// Where each holding is paid (docs/business-rules.md, "Payout account").

export const getPayoutAccount = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/:id/bank-account',
  summary: 'La cuenta donde se pagan los rescates y ganancias de tu inversión en un fondo',
  tags: ['portfolio'],
  access: 'session',
  params: productIdParams,
  answer: payoutAccount,
  refusals: [400, 401, 404],
});

export const listProductsWithoutPayoutAccount = defineEndpoint({
  method: 'GET',
  path: '/api/portfolio/product-without-bank-account',
  summary: 'Los fondos que tienes sin una cuenta donde pagarte',
  tags: ['portfolio'],
  access: 'session',
  answer: z.array(productWithoutBankAccount),
  refusals: [401],
});

export const attachPayoutAccount = defineEndpoint({
  method: 'POST',
  path: '/api/customers/attach-bank-account',
  summary: 'Elige cuál de tus cuentas recibe los rescates y ganancias de un fondo',
  tags: ['portfolio'],
  access: 'session',
  body: attachBankAccountBody,
  answer: payoutAccount,
  refusals: [400, 401, 404],
});

export const registerPayoutAccount = defineEndpoint({
  method: 'POST',
  path: '/api/portfolio/:id/register-bank-account',
  summary: 'Registra una cuenta en la moneda del fondo y la elige para pagarte sus rescates y ganancias',
  tags: ['portfolio'],
  access: 'session',
  params: productIdParams,
  body: bankAccountRequest,
  answer: payoutAccount,
  status: 201,
  refusals: [400, 401, 404],
});
