import { z } from 'zod';
import { otpRequest, otpResponse } from '../contracts/account.ts';
import { userAlert, userAlertIdParams } from '../contracts/alerts.ts';
import { productIdParams } from '../contracts/catalog.ts';
import { customerBankAccount } from '../contracts/customer-profile.ts';
import {
  createOnboardingRequest,
  createOnboardingResponse,
  onboardingIdParams,
  onboardingInfo,
  onboardingLinking,
  onboardingProductResponse,
  onboardingStatusResponse,
  onboardingVersionQuery,
  pendingOnboardingQuery,
  pendingOnboardingResponse,
  quotaChangeStepResponse,
  registerFormRequest,
} from '../contracts/onboarding.ts';
import {
  checkingRequest,
  checkingResponse,
  depositView,
  letterRequest,
  letterResponse,
} from '../contracts/onboarding-deposit.ts';
import {
  beneficiaryDocumentUpload,
  investmentPart,
  onboardingPartContracts,
} from '../contracts/onboarding-parts.ts';
import {
  acceptDocumentsBody,
  contractTokenResponse,
  downloadDocumentBody,
  sendContractBody,
  sendKeynuaBody,
  signingOnboardingBody,
  signingView,
} from '../contracts/onboarding-signing.ts';
import {
  adminWaitingNotice,
  updateWaitingNoticeRequest,
  waitingNoticeParams,
  waitingNoticesResponse,
} from '../contracts/waiting-notices.ts';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * The customers context's onboarding calls (requirements R7; docs/onboarding.md): starting a
 * request, step 1's saves, step 2's contract and signature, step 3's deposit, the quota-change
 * answers and cancellations; with them the one-time codes, the top bar's alerts and the waiting
 * screens' texts (docs/decisions/0029-endpoints-declared-once.md).
 */

const tags = ['onboarding'];
/** Any signed-in user: the use cases check that the request is the caller's own. */
const access = 'session' as const;

export const createOnboarding = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/create',
  summary: 'Inicia una solicitud de inversión en un producto',
  tags,
  access,
  body: createOnboardingRequest,
  answer: createOnboardingResponse,
  status: 201,
  refusals: [400, 401, 403, 404, 409, 423],
});

export const createParticipantInvestment = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/create-invesment',
  summary:
    'Un partícipe inicia una nueva suscripción: la solicitud trae los datos que ya entregó (perfil y última solicitud aprobada) y su cuenta bancaria en la moneda del producto',
  tags,
  access,
  body: createOnboardingRequest,
  answer: createOnboardingResponse,
  status: 201,
  refusals: [400, 401, 403, 404, 409, 423],
});

export const addParticipantInvestment = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/add-investment',
  summary:
    'Indica el monto de una nueva suscripción de partícipe (valor cuota del día aplicable y monto mínimo); con sus datos ya completos pasa al contrato',
  tags,
  access,
  params: onboardingIdParams,
  query: onboardingVersionQuery,
  body: investmentPart,
  answer: onboardingInfo,
  refusals: [400, 401, 404, 409],
});

export const getPendingOnboarding = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/pending',
  summary: 'La solicitud en curso del usuario y cómo reaccionar a ella',
  tags,
  access,
  query: pendingOnboardingQuery,
  answer: pendingOnboardingResponse,
  refusals: [400, 401, 404],
});

export const getOnboardingProduct = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/product/:id',
  summary: 'El producto como lo muestra la solicitud: valor cuota del día y monto mínimo',
  tags,
  access,
  params: productIdParams,
  answer: onboardingProductResponse,
  refusals: [400, 401, 404],
});

export const getOnboardingInfo = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/:id/info',
  summary: 'La solicitud: estado, avance, datos guardados, pantallas y dónde continuar',
  tags,
  access,
  params: onboardingIdParams,
  answer: onboardingInfo,
  refusals: [400, 401, 404],
});

export const getOnboardingLinking = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/linking/:id',
  summary: 'Los datos del paso 1 (vinculación) guardados en la solicitud',
  tags,
  access,
  params: onboardingIdParams,
  answer: onboardingLinking,
  refusals: [400, 401, 404],
});

export const listOnboardingBankAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/linking/bank-account/:id',
  summary: 'Tus cuentas bancarias guardadas que sirven para esta solicitud (su moneda)',
  tags,
  access,
  params: onboardingIdParams,
  answer: z.array(customerBankAccount),
  refusals: [400, 401, 404],
});

export const saveOnboardingForm = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/linking/user/register-form',
  summary: 'Guarda varios pasos del paso 1 a la vez (todos o ninguno)',
  tags,
  access,
  query: onboardingVersionQuery,
  body: registerFormRequest,
  answer: onboardingInfo,
  refusals: [400, 401, 404, 409],
});

// Step 1's parts, one call each (`onboardingPartContracts` names the path and the schema of each).
const part = {
  tags,
  access,
  params: onboardingIdParams,
  query: onboardingVersionQuery,
  answer: onboardingInfo,
} as const;
const partRefusals = [400, 401, 404, 409];

export const saveOnboardingPersonalInformation = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/personal-information',
  summary: 'Guarda el paso personal-information de la solicitud',
  ...part,
  body: onboardingPartContracts.personalInformation.schema,
  refusals: partRefusals,
});

export const saveOnboardingBirthdata = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/personal-birthdata',
  summary: 'Guarda el paso personal-birthdata de la solicitud',
  ...part,
  body: onboardingPartContracts.birthdata.schema,
  refusals: partRefusals,
});

export const saveOnboardingAddress = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/address',
  summary: 'Guarda el paso address de la solicitud',
  ...part,
  body: onboardingPartContracts.address.schema,
  refusals: partRefusals,
});

export const saveOnboardingOccupation = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/personal-ocupation',
  summary: 'Guarda el paso personal-ocupation de la solicitud',
  ...part,
  body: onboardingPartContracts.occupation.schema,
  refusals: partRefusals,
});

export const saveOnboardingPep = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/pep',
  summary: 'Guarda el paso pep de la solicitud',
  ...part,
  body: onboardingPartContracts.pep.schema,
  refusals: partRefusals,
});

export const saveOnboardingResourceHolder = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/beneficiary-personal-information',
  summary: 'Guarda el paso beneficiary-personal-information de la solicitud',
  ...part,
  body: onboardingPartContracts.resourceHolder.schema,
  refusals: partRefusals,
});

export const saveOnboardingBeneficiaryBirthdata = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/beneficiary-birthdata',
  summary: 'Guarda el paso beneficiary-birthdata de la solicitud',
  ...part,
  body: onboardingPartContracts.beneficiaryBirthdata.schema,
  refusals: partRefusals,
});

export const saveOnboardingBeneficiaryAddress = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/beneficiary-address',
  summary: 'Guarda el paso beneficiary-address de la solicitud',
  ...part,
  body: onboardingPartContracts.beneficiaryAddress.schema,
  refusals: partRefusals,
});

export const saveOnboardingBeneficiaryOccupation = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/beneficiary-ocupation',
  summary: 'Guarda el paso beneficiary-ocupation de la solicitud',
  ...part,
  body: onboardingPartContracts.beneficiaryOccupation.schema,
  refusals: partRefusals,
});

export const saveOnboardingBeneficiaryWorkplace = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/beneficiary-workplace',
  summary: 'Guarda el paso beneficiary-workplace de la solicitud',
  ...part,
  body: onboardingPartContracts.beneficiaryWorkplace.schema,
  refusals: partRefusals,
});

export const saveOnboardingFinalBeneficiary = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/final-beneficiary',
  summary: 'Guarda el paso final-beneficiary de la solicitud',
  ...part,
  body: onboardingPartContracts.finalBeneficiary.schema,
  refusals: partRefusals,
});

export const saveOnboardingAccountType = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/account-type',
  summary: 'Guarda el paso account-type de la solicitud',
  ...part,
  body: onboardingPartContracts.accountType.schema,
  refusals: partRefusals,
});

export const saveOnboardingPartner = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/partner',
  summary: 'Guarda el paso partner de la solicitud',
  ...part,
  body: onboardingPartContracts.partner.schema,
  refusals: partRefusals,
});

export const saveOnboardingInstitutionalInvestor = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/institutional-investor',
  summary: 'Guarda el paso institutional-investor de la solicitud',
  ...part,
  body: onboardingPartContracts.institutionalInvestor.schema,
  refusals: partRefusals,
});

export const saveOnboardingInvestment = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/investment',
  summary: 'Guarda el paso investment de la solicitud',
  ...part,
  body: onboardingPartContracts.investment.schema,
  refusals: partRefusals,
});

export const saveOnboardingBankAccountPart = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/bank-account',
  summary: 'Guarda el paso bank-account de la solicitud',
  ...part,
  body: onboardingPartContracts.bankAccount.schema,
  refusals: partRefusals,
});

export const uploadFinalBeneficiaryDocument = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/final-beneficiary/document',
  summary:
    'Sube el documento de identidad del beneficiario final (multipart: file; JPG, PNG o PDF de hasta 5 MB)',
  tags,
  access,
  params: onboardingIdParams,
  multipart: true,
  answer: beneficiaryDocumentUpload,
  status: 201,
  refusals: [400, 401, 404, 409, 413, 415],
});

export const cancelOnboarding = defineEndpoint({
  method: 'PUT',
  path: '/api/onboarding/:id',
  summary: 'Cancela la solicitud (no después de aprobado el contrato)',
  tags,
  access,
  params: onboardingIdParams,
  query: onboardingVersionQuery,
  answer: onboardingStatusResponse,
  refusals: [400, 401, 404, 409],
});

export const askSupportToCancelOnboarding = defineEndpoint({
  method: 'PUT',
  path: '/api/onboarding/:id/true',
  summary: 'Pide a soporte cancelar la solicitud (contrato aprobado o depósito en verificación)',
  tags,
  access,
  params: onboardingIdParams,
  query: onboardingVersionQuery,
  answer: onboardingStatusResponse,
  refusals: [400, 401, 404, 409],
});

export const approveQuotaChange = defineEndpoint({
  method: 'PATCH',
  path: '/api/onboarding/:id/approve-change-quota-value',
  summary: 'Acepta el nuevo valor cuota: mantiene las cuotas y actualiza el monto',
  tags,
  access,
  params: onboardingIdParams,
  query: onboardingVersionQuery,
  answer: quotaChangeStepResponse,
  refusals: [400, 401, 404, 409],
});

export const rejectQuotaChange = defineEndpoint({
  method: 'PATCH',
  path: '/api/onboarding/:id/reject-change-quota-value',
  summary: 'Rechaza el nuevo valor cuota: mantiene el monto y recalcula las cuotas',
  tags,
  access,
  params: onboardingIdParams,
  query: onboardingVersionQuery,
  answer: quotaChangeStepResponse,
  refusals: [400, 401, 404, 409],
});

export const cancelOnboardingByQuotaChange = defineEndpoint({
  method: 'PUT',
  path: '/api/onboarding/:id/cancel-by-quota-value-change',
  summary: 'Cancela la solicitud pausada por un cambio del valor cuota',
  tags,
  access,
  params: onboardingIdParams,
  query: onboardingVersionQuery,
  // The quota-changed dialog also names the request in the body ({ onboardingId }); the API reads
  // only the path's id and ignores the body, whatever it is (none arrives as null).
  body: z.unknown(),
  answer: onboardingStatusResponse,
  refusals: [400, 401, 404, 409],
});

// Step 2: the contract, its acceptance and its signature.

export const createOnboardingContract = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/signing/create-contract',
  summary: 'Genera el contrato y sus anexos con los datos de la solicitud',
  tags,
  access,
  body: signingOnboardingBody,
  answer: signingView,
  status: 201,
  refusals: [400, 401, 404, 409, 503],
});

export const getOnboardingSigning = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/signing/:id',
  summary: 'Estado de la firma: documentos con su huella, firma y envíos de código',
  tags,
  access,
  params: onboardingIdParams,
  answer: signingView,
  refusals: [400, 401, 404],
});

export const downloadOnboardingDocument = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/signing/download-contract',
  summary: 'Descarga el contrato (o el documento indicado) en PDF',
  tags,
  access,
  body: downloadDocumentBody,
  answer: 'file',
  refusals: [400, 401, 404],
});

export const acceptOnboardingDocuments = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/contracts',
  summary: 'Registra que el inversionista leyó y aceptó cada documento',
  tags,
  access,
  params: onboardingIdParams,
  body: acceptDocumentsBody,
  answer: signingView,
  refusals: [400, 401, 404, 409],
});

export const signOnboardingContract = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/signing/send-contract',
  summary: 'Firma el contrato con el código enviado por correo',
  tags,
  access,
  body: sendContractBody,
  answer: signingView,
  refusals: [400, 401, 404, 409],
});

export const getKeynuaContractToken = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/:id/keynua-contract-token',
  summary: 'Referencia firmada y de corta duración al contrato por firmar',
  tags,
  access,
  params: onboardingIdParams,
  answer: contractTokenResponse,
  refusals: [400, 401, 404, 409],
});

export const signKeynuaContract = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/send-keynua',
  summary: 'Firma el contrato referido por el token con el código enviado por correo',
  tags,
  access,
  params: onboardingIdParams,
  body: sendKeynuaBody,
  answer: signingView,
  refusals: [400, 401, 404, 409],
});

/** The signing provider's call: its HMAC signature is its access, checked on the raw bytes. */
export const receiveSigningProviderWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/signing/provider-webhook',
  summary: 'Aviso del servicio de firma electrónica configurado (firmado con HMAC-SHA256)',
  tags,
  access: 'public',
  answer: z.object({ received: z.literal(true) }),
  refusals: [400, 401, 404, 409],
});

// Step 3: the deposit.

export const getOnboardingDeposit = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/deposit/:id',
  summary: 'Qué transferir y a qué cuentas del fondo, el depósito registrado y sus comprobantes',
  tags,
  access,
  params: onboardingIdParams,
  answer: depositView,
  refusals: [400, 401, 404],
});

export const registerOnboardingDeposit = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/deposit/register',
  summary:
    'Registra la transferencia con sus comprobantes (multipart: onboardingId, operationNumber, transferDate, amount, bank, files[] JPG, PNG o PDF, hasta 5 de 5 MB)',
  tags,
  access,
  multipart: true,
  answer: depositView,
  status: 201,
  refusals: [400, 401, 404, 409, 413, 415],
});

export const addOnboardingDepositVouchers = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/:id/deposit',
  summary:
    'Agrega comprobantes a un depósito ya registrado y en verificación (multipart: onboardingId, files[])',
  tags,
  access,
  params: onboardingIdParams,
  multipart: true,
  answer: depositView,
  status: 201,
  refusals: [400, 401, 404, 409, 413, 415],
});

export const registerOnboardingChecking = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/checking/register',
  summary:
    'Registra la declaración del inversionista (origen lícito de fondos) antes de enviar el comprobante',
  tags,
  access,
  body: checkingRequest,
  answer: checkingResponse,
  status: 201,
  refusals: [400, 401, 404, 409],
});

export const registerOnboardingLetter = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/letter/register',
  summary: 'Suscribe al boletín el correo de la cuenta desde la solicitud',
  tags,
  access,
  body: letterRequest,
  answer: letterResponse,
  status: 201,
  refusals: [400, 401, 404],
});

// One-time codes, alerts and waiting texts.

export const requestOneTimeCode = defineEndpoint({
  method: 'POST',
  path: '/api/otp/request',
  summary: 'Envía un código de un solo uso al correo del usuario',
  tags: ['auth'],
  access,
  body: otpRequest,
  answer: otpResponse,
  refusals: [400, 401, 404, 409],
});

export const listUserAlerts = defineEndpoint({
  method: 'GET',
  path: '/api/user/alert',
  summary: 'Tus alertas sin ver, las más recientes primero',
  tags: ['user'],
  access,
  answer: z.array(userAlert),
  refusals: [401],
});

export const markUserAlertViewed = defineEndpoint({
  method: 'PUT',
  path: '/api/user/alert/:id',
  summary: 'Marca una alerta como vista',
  tags: ['user'],
  access,
  params: userAlertIdParams,
  answer: userAlert,
  refusals: [400, 401, 404],
});

export const getWaitingNotices = defineEndpoint({
  method: 'GET',
  path: '/api/waiting-notices',
  summary: 'Qué sigue y cuánto suele tardar, en cada pantalla de espera',
  tags: ['site'],
  access,
  answer: waitingNoticesResponse,
  refusals: [401],
});

export const listAdminWaitingNotices = defineEndpoint({
  method: 'GET',
  path: '/api/admin/waiting-notices',
  summary: 'Mensajes de espera: el texto vigente, dónde se muestra y su texto original',
  tags: ['admin'],
  access: { permission: 'waiting-notice.read' },
  answer: z.array(adminWaitingNotice),
  refusals: [401, 403],
});

export const updateWaitingNotice = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/waiting-notices/:key',
  summary: 'Cambia un mensaje de espera (el texto original lo restablece)',
  tags: ['admin'],
  access: { permission: 'waiting-notice.write' },
  params: waitingNoticeParams,
  body: updateWaitingNoticeRequest,
  answer: adminWaitingNotice,
  refusals: [400, 401, 403],
});
