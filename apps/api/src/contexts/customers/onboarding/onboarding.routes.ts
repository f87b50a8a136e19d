import {
  beneficiaryDocumentMessages,
  customersEndpoints,
  DEPOSIT_MAX_FILE_BYTES,
  onboardingPartContracts,
  onboardingPartEndpoints,
  type OnboardingPart,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { clientInfoOf } from '../../../shared/client-info.ts';
import { readMultipart } from '../../../shared/read-multipart.ts';
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
import { saveOnboardingBankAccount } from './save-onboarding-bank-account.ts';
import { saveOnboardingPart, saveOnboardingParts } from './save-onboarding-part.ts';
import { signingRoutes } from './signing/signing.routes.ts';
import { uploadBeneficiaryDocument } from './upload-beneficiary-document.ts';

/** The onboarding calls of requirements R7, step-1 slice. Which call fires which event: docs/onboarding.md. */
export const onboardingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(depositRoutes(ctx));
    await app.register(signingRoutes(ctx));

    route(app, customersEndpoints.createOnboarding, async (request, reply) => {
      const created = await createOnboarding(
        ctx,
        authOf(request).userId,
        request.body.productId,
        clientInfoOf(request),
      );
      return reply.code(201).send(ok(created));
    });

    route(app, customersEndpoints.createParticipantInvestment, async (request, reply) => {
      const created = await createInvestment(ctx, {
        userId: authOf(request).userId,
        productId: request.body.productId,
        client: clientInfoOf(request),
        log: request.log,
      });
      return reply.code(201).send(ok(created));
    });

    route(app, customersEndpoints.addParticipantInvestment, async (request) =>
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

    route(app, customersEndpoints.getPendingOnboarding, async (request) =>
      ok(await getPendingOnboarding(ctx, authOf(request).userId, request.query.productId)),
    );

    route(app, customersEndpoints.getOnboardingProduct, async (request) =>
      ok(await getOnboardingProduct(ctx, request.params.id, authOf(request).profile === 'ADMIN')),
    );

    route(app, customersEndpoints.getOnboardingInfo, async (request) =>
      ok(await getOnboardingInfo(ctx, authOf(request).userId, request.params.id)),
    );

    route(app, customersEndpoints.getOnboardingLinking, async (request) =>
      ok(await getOnboardingLinking(ctx, authOf(request).userId, request.params.id)),
    );

    route(app, customersEndpoints.listOnboardingBankAccounts, async (request) =>
      ok(await listOnboardingBankAccounts(ctx, authOf(request).userId, request.params.id)),
    );

    // The request's bank account joins the customer's own accounts (requirements R7).
    route(app, customersEndpoints.saveOnboardingBankAccountToProfile, async (request) =>
      ok(await saveOnboardingBankAccount(ctx, authOf(request).userId, request.params.id)),
    );

    route(app, customersEndpoints.saveOnboardingForm, async (request) => {
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
    });

    for (const [part, endpoint] of Object.entries(onboardingPartEndpoints)) {
      route(app, endpoint, async (request) =>
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

    route(
      app,
      customersEndpoints.uploadFinalBeneficiaryDocument,
      async (request, reply) => {
        const upload = await readMultipart(request, {
          maxFiles: 1,
          maxFileBytes: DEPOSIT_MAX_FILE_BYTES,
          tooLarge: beneficiaryDocumentMessages.tooLarge,
          tooMany: beneficiaryDocumentMessages.tooMany,
        });
        const document = await uploadBeneficiaryDocument(ctx, {
          userId: authOf(request).userId,
          onboardingId: request.params.id,
          upload,
        });
        return reply.code(201).send(ok(document));
      },
      // Uploads decode images: a tighter per-address limit than the default.
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    );

    // Cancelling by the investor, asking support to cancel, and cancelling a request paused by a
    // quota change are one use case with a different event or condition.
    for (const [endpoint, event, onlyQuotaChangePaused] of [
      [customersEndpoints.cancelOnboarding, 'CANCEL', false],
      [customersEndpoints.askSupportToCancelOnboarding, 'FORCE_CANCEL', false],
      [customersEndpoints.cancelOnboardingByQuotaChange, 'CANCEL', true],
    ] as const) {
      route(app, endpoint, async (request) =>
        ok(
          await cancelOnboarding(ctx, {
            userId: authOf(request).userId,
            onboardingId: request.params.id,
            event,
            expectedVersion: request.query.version,
            client: clientInfoOf(request),
            onlyQuotaChangePaused,
          }),
        ),
      );
    }

    for (const [answer, endpoint] of [
      ['approve', customersEndpoints.approveQuotaChange],
      ['reject', customersEndpoints.rejectQuotaChange],
    ] as const) {
      route(app, endpoint, async (request) =>
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
  };
