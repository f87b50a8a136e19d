import { z } from 'zod';
import {
  changePasswordRequest,
  createPasswordRequest,
  googleLoginRequest,
  identityLookupRequest,
  identityPerson,
  passwordRecoveryRequest,
  validateResetTokenResponse,
} from '../contracts/account.ts';
import {
  loginRequest,
  logoutRequest,
  messageResponse,
  refreshRequest,
  registerRequest,
  registerResponse,
  resendVerificationRequest,
  sessionResponse,
} from '../contracts/auth.ts';
import {
  deviceIdParams,
  registerPushSubscriptionRequest,
  setDevicePushRequest,
  userDevice,
} from '../contracts/devices.ts';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * The identity context's calls: registration, sign-in and sessions, the e-mailed links (verify the
 * e-mail, set a new password) and the DNI register lookup (docs/decisions/0029-endpoints-declared-once.md).
 */

export const registerUser = defineEndpoint({
  method: 'POST',
  path: '/api/auth/register',
  summary: 'Registro de un nuevo inversionista',
  tags: ['auth'],
  access: 'public',
  body: registerRequest,
  answer: registerResponse,
  status: 201,
  refusals: [400, 409],
});

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verify-email',
  summary: 'Verifica el correo con el token del enlace (enviado como Bearer)',
  tags: ['auth'],
  access: { linkToken: 'bearer' },
  answer: sessionResponse,
  refusals: [400, 403, 410],
});

export const resendEmailVerification = defineEndpoint({
  method: 'POST',
  path: '/api/auth/resend-email-verification',
  summary: 'Reenvía el correo de verificación',
  tags: ['auth'],
  access: 'public',
  body: resendVerificationRequest,
  answer: messageResponse,
  refusals: [400],
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Inicio de sesión con correo y contraseña',
  tags: ['auth'],
  access: 'public',
  body: loginRequest,
  answer: sessionResponse,
  refusals: [400, 401, 403],
});

export const googleLogin = defineEndpoint({
  method: 'POST',
  path: '/api/auth/google/login',
  summary: 'Inicio de sesión con Google (ID token)',
  tags: ['auth'],
  access: 'public',
  body: googleLoginRequest,
  answer: sessionResponse,
  refusals: [400, 401, 403, 404],
});

export const refreshSession = defineEndpoint({
  method: 'POST',
  path: '/api/auth/refresh',
  summary: 'Renueva la sesión rotando el refresh token',
  tags: ['auth'],
  access: 'public',
  body: refreshRequest,
  answer: sessionResponse,
  refusals: [400, 401],
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Cierra la sesión (la del refresh token y la del token de acceso)',
  tags: ['auth'],
  access: 'public',
  body: logoutRequest,
  answer: messageResponse,
  refusals: [400],
});

export const logoutEverywhere = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout-all',
  summary: 'Cierra la sesión en todos los dispositivos',
  tags: ['auth'],
  access: 'session',
  answer: messageResponse,
  refusals: [401],
});

export const requestPasswordRecovery = defineEndpoint({
  method: 'POST',
  path: '/api/password/recovery',
  summary: 'Envía el enlace para crear una nueva contraseña',
  tags: ['password'],
  access: 'public',
  body: passwordRecoveryRequest,
  answer: messageResponse,
  refusals: [400],
});

export const validateResetToken = defineEndpoint({
  method: 'POST',
  path: '/api/auth/validate-token-password',
  summary: 'Valida el token del enlace (cabecera token-change-password)',
  tags: ['password'],
  access: { linkToken: { header: 'token-change-password' } },
  answer: validateResetTokenResponse,
  refusals: [400, 410],
});

export const createPassword = defineEndpoint({
  method: 'PATCH',
  path: '/api/password/create',
  summary: 'Crea la nueva contraseña con el token del enlace (Bearer)',
  tags: ['password'],
  access: { linkToken: 'bearer' },
  body: createPasswordRequest,
  answer: messageResponse,
  refusals: [400, 410],
});

export const changePassword = defineEndpoint({
  method: 'PATCH',
  path: '/api/password/change',
  summary: 'Cambia la contraseña con el token del enlace (Bearer)',
  tags: ['password'],
  access: { linkToken: 'bearer' },
  body: changePasswordRequest,
  answer: messageResponse,
  refusals: [400, 410],
});

export const lookupPerson = defineEndpoint({
  method: 'POST',
  path: '/api/identity/user',
  summary: 'Consulta de nombres por DNI (registro de identidad)',
  tags: ['identity'],
  access: 'public',
  body: identityLookupRequest,
  answer: identityPerson,
  refusals: [400, 404],
});

// Devices and push notifications on each (decision 0035). The web sends its device token in the
// `firebase-token` header, as on login, so the API knows which device is the caller's.

const investor = { profiles: ['INTERESADO', 'PARTICIPE'] } as const;

export const listMyDevices = defineEndpoint({
  method: 'GET',
  path: '/api/user/devices',
  summary: 'Mis dispositivos y si reciben notificaciones',
  tags: ['user'],
  access: investor,
  answer: z.array(userDevice),
  refusals: [401, 403],
});

export const registerPushSubscription = defineEndpoint({
  method: 'PUT',
  path: '/api/user/devices/current/push-subscription',
  summary: 'Guarda la suscripción de notificaciones de este dispositivo y las activa',
  tags: ['user'],
  access: investor,
  body: registerPushSubscriptionRequest,
  answer: userDevice,
  refusals: [400, 401, 403],
});

export const setDevicePush = defineEndpoint({
  method: 'PATCH',
  path: '/api/user/devices/:deviceId',
  summary: 'Activa o desactiva las notificaciones de uno de mis dispositivos',
  tags: ['user'],
  access: investor,
  params: deviceIdParams,
  body: setDevicePushRequest,
  answer: userDevice,
  refusals: [400, 401, 403, 404, 409],
});
