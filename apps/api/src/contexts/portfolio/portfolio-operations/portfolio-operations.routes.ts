import {
  reinvestmentCalculation,
  reinvestmentCalculationQuery,
  reinvestmentRequestBody,
  reinvestmentView,
  transferQuotaValue,
  transferQuotaValueQuery,
  transferRequestBody,
  transferView,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { idempotencyKeyOf, ok, responses } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { calculateReinvestment } from './calculate-reinvestment.ts';
import { getTransferQuotaValue } from './get-transfer-quota-value.ts';
import { registerReinvestment } from './register-reinvestment.ts';
import { registerTransfer } from './register-transfer.ts';

const tags = ['portfolio'];
const security = [{ bearerAuth: [] }];

/** Reinvestment and transfer (requirements R7 Portfolio): docs/business-rules.md, "Reinvestment" and "Transfer". */
export const portfolioOperationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: app.authenticate };

    app.get(
      '/api/portfolio/movements/reinvestmentCalculation',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            'Calcula una reinversión: cuánto sale del fondo de origen, cuántas cuotas compra del otro fondo y si cabe en tus cuotas disponibles y en el límite trimestral',
          querystring: reinvestmentCalculationQuery,
          response: responses(reinvestmentCalculation, 200, [400, 401, 404, 409, 423]),
        },
      },
      async (request) => ok(await calculateReinvestment(ctx, authOf(request).userId, request.query)),
    );

    app.post(
      '/api/portfolio/movements/registerReInvestment',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            'Reinvierte: el fondo de origen recompra tus cuotas y su monto compra cuotas de otro fondo de la misma moneda, al valor cuota del día aplicable. Acepta Idempotency-Key',
          body: reinvestmentRequestBody,
          response: responses(reinvestmentView, 201, [400, 401, 404, 409, 423]),
        },
      },
      async (request, reply) => {
        const answer = await registerReinvestment(ctx, {
          userId: authOf(request).userId,
          body: request.body,
          idempotencyKey: idempotencyKeyOf(request),
        });
        return reply.code(answer.status).send(ok(answer.data));
      },
    );

    app.get(
      '/api/portfolio/movements/transferQuotaValue',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            'El valor cuota, con su fecha, al que quedaría registrada ahora una transferencia de cuotas de un fondo que tienes (regla de las 4:30 p. m.)',
          querystring: transferQuotaValueQuery,
          response: responses(transferQuotaValue, 200, [400, 401, 404, 409]),
        },
      },
      async (request) => ok(await getTransferQuotaValue(ctx, authOf(request).userId, request.query)),
    );

    app.post(
      '/api/portfolio/movements/registerTransfer',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            'Transfiere cuotas de un fondo a otro partícipe, confirmado con el código enviado a tu correo (POST /api/otp/request, QUOTA_TRANSFER). Acepta Idempotency-Key',
          body: transferRequestBody,
          response: responses(transferView, 201, [400, 401, 404, 409]),
        },
      },
      async (request, reply) => {
        const answer = await registerTransfer(ctx, {
          userId: authOf(request).userId,
          body: request.body,
          idempotencyKey: idempotencyKeyOf(request),
        });
        return reply.code(answer.status).send(ok(answer.data));
      },
    );
  };
