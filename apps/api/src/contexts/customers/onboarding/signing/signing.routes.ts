import { customersEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../../context.ts';
import { route } from '../../../../endpoint-route.ts';
import { ok } from '../../../../http.ts';
import { authOf } from '../../../../plugins/auth.ts';
import { clientInfoOf } from '../../../../shared/client-info.ts';
import { sendFileBody } from '../../../../shared/send-stored-file.ts';
import { acceptDocuments } from './accept-documents.ts';
import { issueContractToken } from './contract-token.ts';
import { createContract } from './create-contract.ts';
import { downloadDocument } from './download-document.ts';
import { getSigning } from './get-signing.ts';
import { listContracts } from './list-contracts.ts';
import { receiveProviderWebhook } from './receive-provider-webhook.ts';
import { sendKeynua } from './send-keynua.ts';
import { signContract } from './sign-contract.ts';

/** Step 2 of requirements R7: the contract, its acceptance and its signature (docs/onboarding.md step 2). */
export const signingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, customersEndpoints.createOnboardingContract, async (request, reply) =>
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

    route(app, customersEndpoints.getOnboardingSigning, async (request) =>
      ok(await getSigning(ctx, authOf(request).userId, request.params.id)),
    );

    route(app, customersEndpoints.downloadOnboardingDocument, async (request, reply) => {
      const file = await downloadDocument(ctx, { userId: authOf(request).userId, ...request.body });
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store');
      return sendFileBody(reply, file.body);
    });

    route(app, customersEndpoints.acceptOnboardingDocuments, async (request) =>
      ok(
        await acceptDocuments(ctx, {
          userId: authOf(request).userId,
          onboardingId: request.params.id,
          documentIds: request.body.documentIds,
          client: clientInfoOf(request),
        }),
      ),
    );

    route(app, customersEndpoints.signOnboardingContract, async (request) =>
      ok(
        await signContract(ctx, {
          userId: authOf(request).userId,
          ...request.body,
          client: clientInfoOf(request),
          log: request.log,
        }),
      ),
    );

    // "Mis documentos": the signing documents of every request of the caller.
    route(app, customersEndpoints.listCustomerContracts, async (request) =>
      ok(await listContracts(ctx, authOf(request).userId)),
    );

    route(app, customersEndpoints.getKeynuaContractToken, async (request) =>
      ok(await issueContractToken(ctx, authOf(request).userId, request.params.id)),
    );

    route(app, customersEndpoints.signKeynuaContract, async (request) =>
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
      route(raw, customersEndpoints.receiveSigningProviderWebhook, async (request) =>
        ok(
          await receiveProviderWebhook(ctx, {
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signatureHeader:
              typeof request.headers['x-signature'] === 'string' ? request.headers['x-signature'] : undefined,
            log: request.log,
          }),
        ),
      );
    });
  };
