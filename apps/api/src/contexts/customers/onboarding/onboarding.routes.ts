import {
  customerBankAccount,
  createOnboardingRequest,
  createOnboardingResponse,
  investmentPart,
  onboardingIdParams,
  onboardingInfo,
  onboardingLinking,
  onboardingPartContracts,
  onboardingProductResponse,
  onboardingStatusResponse,
  onboardingVersionQuery,
  pendingOnboardingQuery,
  pendingOnboardingResponse,
  productIdParams,
  quotaChangeStepResponse,
  registerFormRequest,
  type OnboardingPart,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { clientInfoOf } from '../../../shared/client-info.ts';
import { answerQuotaChange } from './answer-quota-change.ts';
import { addInvestment } from './add-investment.ts';
import { cancelOnboarding } from './cancel-onboarding.ts';
import { createInvestment } from './create-investment.ts';
import { createOnboarding } from './create-onboarding.ts';
import { depositRoutes } from './deposit/deposit.routes.ts';
import { getOnboardingInfo } from './get-onboarding-info.ts';
import { getOnboardingLinking } from './get-onboarding-linking.ts';
import { listOnboardingBankAccounts } from './list-onboarding-bank-accounts.ts';
import { getOnboardingProduct } from './get-onboarding-product.ts';
import { getPendingOnboarding } from './get-pending-onboarding.ts';
import { saveOnboardingPart, saveOnboardingParts } from './save-onboarding-part.ts';
import { signingRoutes } from './signing/signing.routes.ts';

const tags = ['onboarding'];
const security = [{ bearerAuth: [] }];

/** The onboarding calls of requirements R7, step-1 slice. Which call fires which event: docs/onboarding.md. */
export const onboardingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: app.authenticate };
    await app.register(depositRoutes(ctx));
    await app.register(signingRoutes(ctx));

    app.post(
      '/api/onboarding/create',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Inicia una solicitud de inversión en un producto',
          body: createOnboardingRequest,
          response: responses(createOnboardingResponse, 201, [400, 401, 403, 404, 409, 423]),
        },
      },
      async (request, reply) => {
        const created = await createOnboarding(
          ctx,
          authOf(request).userId,
          request.body.productId,
          clientInfoOf(request),
        );
        return reply.code(201).send(ok(created));
      },
    );

    app.post(
      '/api/onboarding/create-invesment',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            'Un partícipe inicia una nueva suscripción: la solicitud trae los datos que ya entregó (perfil y última solicitud aprobada) y su cuenta bancaria en la moneda del producto',
          body: createOnboardingRequest,
          response: responses(createOnboardingResponse, 201, [400, 401, 403, 404, 409, 423]),
        },
      },
      async (request, reply) => {
        const created = await createInvestment(ctx, {
          userId: authOf(request).userId,
          productId: request.body.productId,
          client: clientInfoOf(request),
          log: request.log,
        });
        return reply.code(201).send(ok(created));
      },
    );

    app.post(
      '/api/onboarding/:id/add-investment',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            'Indica el monto de una nueva suscripción de partícipe (valor cuota del día aplicable y monto mínimo); con sus datos ya completos pasa al contrato',
          params: onboardingIdParams,
          querystring: onboardingVersionQuery,
          body: investmentPart,
          response: responses(onboardingInfo, 200, [400, 401, 404, 409]),
        },
      },
      async (request) =>
        ok(
          await addInvestment(ctx, {
            userId: authOf(request).userId,
            onboardingId: request.params.id,
            amount: request.body.amount,
            expectedVersion: request.query.version,
            client: clientInfoOf(request),
          }),
        ),
    );

    app.get(
      '/api/onboarding/pending',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'La solicitud en curso del usuario y cómo reaccionar a ella',
          querystring: pendingOnboardingQuery,
          response: responses(pendingOnboardingResponse, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await getPendingOnboarding(ctx, authOf(request).userId, request.query.productId)),
    );

    app.get(
      '/api/onboarding/product/:id',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'El producto como lo muestra la solicitud: valor cuota del día y monto mínimo',
          params: productIdParams,
          response: responses(onboardingProductResponse, 200, [400, 401, 404]),
        },
      },
      async (request) =>
        ok(await getOnboardingProduct(ctx, request.params.id, authOf(request).profile === 'ADMIN')),
    );

    app.get(
      '/api/onboarding/:id/info',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'La solicitud: estado, avance, datos guardados, pantallas y dónde continuar',
          params: onboardingIdParams,
          response: responses(onboardingInfo, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await getOnboardingInfo(ctx, authOf(request).userId, request.params.id)),
    );

    app.get(
      '/api/onboarding/linking/:id',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Los datos del paso 1 (vinculación) guardados en la solicitud',
          params: onboardingIdParams,
          response: responses(onboardingLinking, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await getOnboardingLinking(ctx, authOf(request).userId, request.params.id)),
    );

    app.get(
      '/api/onboarding/linking/bank-account/:id',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Tus cuentas bancarias guardadas que sirven para esta solicitud (su moneda)',
          params: onboardingIdParams,
          response: responses(z.array(customerBankAccount), 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await listOnboardingBankAccounts(ctx, authOf(request).userId, request.params.id)),
    );

    app.post(
      '/api/onboarding/linking/user/register-form',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Guarda varios pasos del paso 1 a la vez (todos o ninguno)',
          querystring: onboardingVersionQuery,
          body: registerFormRequest,
          response: responses(onboardingInfo, 200, [400, 401, 404, 409]),
        },
      },
      async (request) => {
        const byPath = request.body.parts;
        // The screens' order: an answer that opens screens (whose money, which account) comes first.
        const parts = Object.entries(onboardingPartContracts).flatMap(([part, { path }]) => {
          const data = byPath[path];
          return data ? [{ part: part as OnboardingPart, data }] : [];
        });
        return ok(
          await saveOnboardingParts(ctx, {
            userId: authOf(request).userId,
            onboardingId: request.body.onboardingId,
            parts,
            expectedVersion: request.query.version,
            client: clientInfoOf(request),
          }),
        );
      },
    );

    for (const [part, { path, schema }] of Object.entries(onboardingPartContracts)) {
      app.post(
        `/api/onboarding/:id/${path}`,
        {
          ...auth,
          schema: {
            tags,
            security,
            summary: `Guarda el paso ${path} de la solicitud`,
            params: onboardingIdParams,
            querystring: onboardingVersionQuery,
            body: schema,
            response: responses(onboardingInfo, 200, [400, 401, 404, 409]),
          },
        },
        async (request) =>
          ok(
            await saveOnboardingPart(ctx, {
              userId: authOf(request).userId,
              onboardingId: request.params.id,
              part: part as OnboardingPart,
              data: request.body as Record<string, unknown>,
              expectedVersion: request.query.version,
              client: clientInfoOf(request),
            }),
          ),
      );
    }

    app.put(
      '/api/onboarding/:id',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Cancela la solicitud (no después de aprobado el contrato)',
          params: onboardingIdParams,
          querystring: onboardingVersionQuery,
          response: responses(onboardingStatusResponse, 200, [400, 401, 404, 409]),
        },
      },
      async (request) =>
        ok(
          await cancelOnboarding(ctx, {
            userId: authOf(request).userId,
            onboardingId: request.params.id,
            event: 'CANCEL',
            expectedVersion: request.query.version,
            client: clientInfoOf(request),
          }),
        ),
    );

    app.put(
      '/api/onboarding/:id/true',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Pide a soporte cancelar la solicitud (contrato aprobado o depósito en verificación)',
          params: onboardingIdParams,
          querystring: onboardingVersionQuery,
          response: responses(onboardingStatusResponse, 200, [400, 401, 404, 409]),
        },
      },
      async (request) =>
        ok(
          await cancelOnboarding(ctx, {
            userId: authOf(request).userId,
            onboardingId: request.params.id,
            event: 'FORCE_CANCEL',
            expectedVersion: request.query.version,
            client: clientInfoOf(request),
          }),
        ),
    );
    for (const answer of ['approve', 'reject'] as const) {
      app.patch(
        `/api/onboarding/:id/${answer}-change-quota-value`,
        {
          ...auth,
          schema: {
            tags,
            security,
            summary:
              answer === 'approve'
                ? 'Acepta el nuevo valor cuota: mantiene las cuotas y actualiza el monto'
                : 'Rechaza el nuevo valor cuota: mantiene el monto y recalcula las cuotas',
            params: onboardingIdParams,
            querystring: onboardingVersionQuery,
            response: responses(quotaChangeStepResponse, 200, [400, 401, 404, 409]),
          },
        },
        async (request) =>
          ok(
            await answerQuotaChange(ctx, {
              userId: authOf(request).userId,
              onboardingId: request.params.id,
              answer,
              expectedVersion: request.query.version,
              client: clientInfoOf(request),
            }),
          ),
      );
    }

    app.put(
      '/api/onboarding/:id/cancel-by-quota-value-change',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Cancela la solicitud pausada por un cambio del valor cuota',
          params: onboardingIdParams,
          querystring: onboardingVersionQuery,
          response: responses(onboardingStatusResponse, 200, [400, 401, 404, 409]),
        },
      },
      async (request) =>
        ok(
          await cancelOnboarding(ctx, {
            userId: authOf(request).userId,
            onboardingId: request.params.id,
            event: 'CANCEL',
            expectedVersion: request.query.version,
            client: clientInfoOf(request),
            onlyQuotaChangePaused: true,
          }),
        ),
    );
  };
