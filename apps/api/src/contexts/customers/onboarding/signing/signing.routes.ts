import {
  acceptDocumentsBody,
  contractTokenResponse,
  downloadDocumentBody,
  onboardingIdParams,
  sendContractBody,
  sendKeynuaBody,
  signingOnboardingBody,
  signingView,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../../context.ts';
import { ok, responses } from '../../../../http.ts';
import { authOf } from '../../../../plugins/auth.ts';
import { clientInfoOf } from '../../../../shared/client-info.ts';
import { acceptDocuments } from './accept-documents.ts';
import { issueContractToken } from './contract-token.ts';
import { createContract } from './create-contract.ts';
import { downloadDocument } from './download-document.ts';
import { getSigning } from './get-signing.ts';
import { receiveProviderWebhook } from './receive-provider-webhook.ts';
import { sendKeynua } from './send-keynua.ts';
import { signContract } from './sign-contract.ts';

const tags = ['onboarding'];
const security = [{ bearerAuth: [] }];

/** Step 2 of requirements R7: the contract, its acceptance and its signature (docs/onboarding.md step 2). */
export const signingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: app.authenticate };

    app.post(
      '/api/onboarding/signing/create-contract',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Genera el contrato y sus anexos con los datos de la solicitud',
          body: signingOnboardingBody,
          response: responses(signingView, 201, [400, 401, 404, 409, 503]),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            ok(
              await createContract(
                ctx,
                authOf(request).userId,
                request.body.onboardingId,
                clientInfoOf(request),
              ),
            ),
          ),
    );

    app.get(
      '/api/onboarding/signing/:id',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Estado de la firma: documentos con su huella, firma y envíos de código',
          params: onboardingIdParams,
          response: responses(signingView, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await getSigning(ctx, authOf(request).userId, request.params.id)),
    );

    app.post(
      '/api/onboarding/signing/download-contract',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Descarga el contrato (o el documento indicado) en PDF',
          body: downloadDocumentBody,
        },
      },
      async (request, reply) => {
        const file = await downloadDocument(ctx, { userId: authOf(request).userId, ...request.body });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.bytes);
      },
    );

    app.post(
      '/api/onboarding/:id/contracts',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Registra que el inversionista leyó y aceptó cada documento',
          params: onboardingIdParams,
          body: acceptDocumentsBody,
          response: responses(signingView, 200, [400, 401, 404, 409]),
        },
      },
      async (request) =>
        ok(
          await acceptDocuments(ctx, {
            userId: authOf(request).userId,
            onboardingId: request.params.id,
            documentIds: request.body.documentIds,
            client: clientInfoOf(request),
          }),
        ),
    );

    app.post(
      '/api/onboarding/signing/send-contract',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Firma el contrato con el código enviado por correo',
          body: sendContractBody,
          response: responses(signingView, 200, [400, 401, 404, 409]),
        },
      },
      async (request) =>
        ok(
          await signContract(ctx, {
            userId: authOf(request).userId,
            ...request.body,
            client: clientInfoOf(request),
            log: request.log,
          }),
        ),
    );

    app.get(
      '/api/onboarding/:id/keynua-contract-token',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Referencia firmada y de corta duración al contrato por firmar',
          params: onboardingIdParams,
          response: responses(contractTokenResponse, 200, [400, 401, 404, 409]),
        },
      },
      async (request) => ok(await issueContractToken(ctx, authOf(request).userId, request.params.id)),
    );

    app.post(
      '/api/onboarding/:id/send-keynua',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Firma el contrato referido por el token con el código enviado por correo',
          params: onboardingIdParams,
          body: sendKeynuaBody,
          response: responses(signingView, 200, [400, 401, 404, 409]),
        },
      },
      async (request) =>
        ok(
          await sendKeynua(ctx, {
            userId: authOf(request).userId,
            onboardingId: request.params.id,
            ...request.body,
            client: clientInfoOf(request),
            log: request.log,
          }),
        ),
    );

    // The provider's webhook reads the exact bytes it signed, so JSON is not parsed before the check.
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: 64 * 1024 },
        (_req, body, done) => done(null, body),
      );
      raw.post(
        '/api/onboarding/signing/provider-webhook',
        {
          schema: {
            tags,
            summary: 'Aviso del servicio de firma electrónica configurado (firmado con HMAC-SHA256)',
            response: responses(z.object({ received: z.literal(true) }), 200, [400, 401, 404, 409]),
          },
        },
        async (request) =>
          ok(
            await receiveProviderWebhook(ctx, {
              rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
              signatureHeader:
                typeof request.headers['x-signature'] === 'string'
                  ? request.headers['x-signature']
                  : undefined,
              log: request.log,
            }),
          ),
      );
    });
  };
