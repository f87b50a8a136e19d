import {
  checkingRequest,
  checkingResponse,
  depositView,
  letterRequest,
  letterResponse,
  onboardingIdParams,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../../context.ts';
import { ok, responses } from '../../../../http.ts';
import { authOf } from '../../../../plugins/auth.ts';
import { clientInfoOf } from '../../../../shared/client-info.ts';
import { addDepositVoucher } from './add-deposit-voucher.ts';
import { getDeposit } from './get-deposit.ts';
import { readVoucherUpload } from './read-voucher-upload.ts';
import { registerChecking } from './register-checking.ts';
import { registerDeposit } from './register-deposit.ts';
import { registerLetter } from './register-letter.ts';

const tags = ['onboarding'];
const security = [{ bearerAuth: [] }];
// Uploads decode images: a tighter per-address limit than the default.
const uploadLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * Step 3, the deposit (requirements R7 deposit/{id}, deposit/register, {id}/deposit, checking/register,
 * letter/register): docs/onboarding.md, "Step 3: deposit".
 */
export const depositRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: app.authenticate };

    app.get(
      '/api/onboarding/deposit/:id',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Qué transferir y a qué cuentas del fondo, el depósito registrado y sus comprobantes',
          params: onboardingIdParams,
          response: responses(depositView, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await getDeposit(ctx, authOf(request).userId, request.params.id)),
    );

    app.post(
      '/api/onboarding/deposit/register',
      {
        ...auth,
        config: uploadLimit,
        schema: {
          tags,
          security,
          summary:
            'Registra la transferencia con sus comprobantes (multipart: onboardingId, operationNumber, transferDate, amount, bank, files[] JPG, PNG o PDF, hasta 5 de 5 MB)',
          consumes: ['multipart/form-data'],
          response: responses(depositView, 201, [400, 401, 404, 409, 413, 415]),
        },
      },
      async (request, reply) => {
        const upload = await readVoucherUpload(request);
        const view = await registerDeposit(ctx, {
          userId: authOf(request).userId,
          upload,
          client: clientInfoOf(request),
        });
        return reply.code(201).send(ok(view));
      },
    );

    app.post(
      '/api/onboarding/:id/deposit',
      {
        ...auth,
        config: uploadLimit,
        schema: {
          tags,
          security,
          summary:
            'Agrega comprobantes a un depósito ya registrado y en verificación (multipart: onboardingId, files[])',
          consumes: ['multipart/form-data'],
          params: onboardingIdParams,
          response: responses(depositView, 201, [400, 401, 404, 409, 413, 415]),
        },
      },
      async (request, reply) => {
        const upload = await readVoucherUpload(request);
        const view = await addDepositVoucher(ctx, {
          userId: authOf(request).userId,
          onboardingId: request.params.id,
          upload,
          client: clientInfoOf(request),
        });
        return reply.code(201).send(ok(view));
      },
    );

    app.post(
      '/api/onboarding/checking/register',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            'Registra la declaración del inversionista (origen lícito de fondos) antes de enviar el comprobante',
          body: checkingRequest,
          response: responses(checkingResponse, 201, [400, 401, 404, 409]),
        },
      },
      async (request, reply) => {
        const accepted = await registerChecking(ctx, {
          userId: authOf(request).userId,
          request: request.body,
          client: clientInfoOf(request),
        });
        return reply.code(201).send(ok(accepted));
      },
    );

    app.post(
      '/api/onboarding/letter/register',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Suscribe al boletín el correo de la cuenta desde la solicitud',
          body: letterRequest,
          response: responses(letterResponse, 201, [400, 401, 404]),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(ok(await registerLetter(ctx, { userId: authOf(request).userId, request: request.body }))),
    );
  };
