import { z } from 'zod';
import {
  avatarResponse,
  flashdataRequest,
  flashdataResponse,
  partnerResponse,
  profileChangePasswordRequest,
  questionAnswerRequest,
  questionProgressResponse,
  sidebarEntry,
} from '../contracts/account.ts';
import { sessionResponse, userProfileResponse } from '../contracts/auth.ts';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * The customers context's account calls: the signed-in user's profile, avatar, interface flags and
 * own password change, the investor-profile questionnaire and the sidebar
 * (docs/decisions/0029-endpoints-declared-once.md).
 */

const investor = { profiles: ['INTERESADO', 'PARTICIPE'] } as const;

export const getMyProfile = defineEndpoint({
  method: 'GET',
  path: '/api/profile/me',
  summary: 'Perfil del usuario autenticado',
  tags: ['profile'],
  access: 'session',
  answer: userProfileResponse,
  refusals: [401],
});

export const getPartner = defineEndpoint({
  method: 'GET',
  path: '/api/profile/partner',
  summary: 'Cónyuge registrado del usuario (o null)',
  tags: ['profile'],
  access: 'session',
  answer: partnerResponse,
  refusals: [401],
});

export const uploadAvatar = defineEndpoint({
  method: 'PUT',
  path: '/api/profile/avatar',
  summary: 'Sube la foto de perfil (multipart, campo avatar: JPG, PNG o WEBP hasta 2 MB)',
  tags: ['profile'],
  access: 'session',
  multipart: true,
  answer: avatarResponse,
  refusals: [400, 401, 413, 415],
});

export const readAvatar = defineEndpoint({
  method: 'GET',
  path: '/api/files/avatars/:file',
  summary: 'Imagen de perfil por su nombre aleatorio',
  tags: ['profile'],
  access: 'public',
  params: z.object({
    file: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp)$/, 'Archivo no válido.'),
  }),
  answer: 'file',
  refusals: [400, 404],
});

export const updateFlashdata = defineEndpoint({
  method: 'PATCH',
  path: '/api/profile/flashdata',
  summary: 'Guarda indicadores de la interfaz del usuario',
  tags: ['profile'],
  access: 'session',
  body: flashdataRequest,
  answer: flashdataResponse,
  refusals: [400, 401],
});

export const markOnboardingProfileShown = defineEndpoint({
  method: 'PATCH',
  path: '/api/users/showed-onboarding-profile',
  summary: 'Marca como visto el aviso de perfil de onboarding',
  tags: ['profile'],
  access: 'session',
  answer: flashdataResponse,
  refusals: [401],
});

export const changeOwnPassword = defineEndpoint({
  method: 'POST',
  path: '/api/profile/change-password',
  summary: 'Cambia la contraseña con la contraseña actual',
  tags: ['profile'],
  access: 'session',
  body: profileChangePasswordRequest,
  answer: sessionResponse,
  refusals: [400, 401],
});

export const answerQuestion = defineEndpoint({
  method: 'POST',
  path: '/api/user/question',
  summary: 'Guarda una respuesta del cuestionario de perfil de inversionista',
  tags: ['user'],
  access: investor,
  body: questionAnswerRequest,
  answer: questionProgressResponse,
  refusals: [400, 401, 403],
});

export const getQuestionProgress = defineEndpoint({
  method: 'GET',
  path: '/api/user/question',
  summary: 'Avance del cuestionario de perfil de inversionista',
  tags: ['user'],
  access: investor,
  answer: questionProgressResponse,
  refusals: [401, 403],
});

export const getSidebar = defineEndpoint({
  method: 'GET',
  path: '/api/user/sidebar',
  summary: 'Opciones del menú lateral para el usuario',
  tags: ['user'],
  access: 'session',
  answer: z.array(sidebarEntry),
  refusals: [401],
});

export const getUserProfile = defineEndpoint({
  method: 'GET',
  path: '/api/user/profile',
  summary: 'Perfil del usuario con el avance del cuestionario',
  tags: ['user'],
  access: 'session',
  answer: userProfileResponse.extend({ questions: questionProgressResponse }),
  refusals: [401],
});
