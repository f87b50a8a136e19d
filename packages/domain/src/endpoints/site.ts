import { z } from 'zod';
import { messageResponse } from '../contracts/auth.ts';
import {
  exchangeRateResponse,
  newsletterRequest,
  nextOperatorResponse,
  parameterGroupParams,
  parameterOption,
} from '../contracts/catalog.ts';
import { healthResponse, publicConfigResponse, readinessResponse } from '../contracts/health.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** The site context's calls: the service's health, the public settings and the public site's lists. */

export const healthProbe = defineEndpoint({
  method: 'GET',
  path: '/api',
  summary: 'Estado del servicio',
  tags: ['health'],
  access: 'public',
  answer: healthResponse,
  refusals: [],
  probe: true,
});

/** Readiness for a balancer or an orchestrator: 503 while the database or Redis is away, or while draining. */
export const readinessProbe = defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  summary: 'Disponibilidad del proceso (base de datos, Redis, cierre en curso)',
  tags: ['health'],
  access: 'public',
  answer: readinessResponse,
  refusals: [503],
  probe: true,
});

export const getPublicConfig = defineEndpoint({
  method: 'GET',
  path: '/api/public-config',
  summary: 'Configuración pública para la web (Google, reCAPTCHA, marca)',
  tags: ['health'],
  access: 'public',
  answer: publicConfigResponse,
  refusals: [],
});

export const getParameterGroup = defineEndpoint({
  method: 'GET',
  path: '/api/parameters/group/:name',
  summary: 'Opciones de una lista (por ejemplo, motivos de feedback: feedback-type)',
  tags: ['site'],
  access: 'public',
  params: parameterGroupParams,
  answer: z.array(parameterOption),
  refusals: [400],
});

export const getExchangeRate = defineEndpoint({
  method: 'GET',
  path: '/api/exchange/international-exchange-rate',
  summary: 'Tipo de cambio USD/PEN vigente',
  tags: ['site'],
  access: 'public',
  answer: exchangeRateResponse,
  refusals: [404],
});

export const getNextOperator = defineEndpoint({
  method: 'GET',
  path: '/api/customer-support/next-operator',
  summary: 'Asesor asignado y su enlace para agendar una cita',
  tags: ['site'],
  access: 'session',
  answer: nextOperatorResponse,
  refusals: [401, 404],
});

export const registerNewsletter = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter/register',
  summary: 'Suscripción al boletín',
  tags: ['site'],
  access: 'public',
  body: newsletterRequest,
  answer: messageResponse,
  refusals: [400],
});
