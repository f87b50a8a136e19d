import { customersEndpoints, type DepositView } from '@invierte/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../../context.ts';
import { route, type EndpointRequest } from '../../../../endpoint-route.ts';
import { ok } from '../../../../http.ts';
import { authOf } from '../../../../plugins/auth.ts';
import { clientInfoOf } from '../../../../shared/client-info.ts';
import type { MultipartUpload } from '../../../../shared/read-multipart.ts';
import { addDepositVoucher } from './add-deposit-voucher.ts';
import { getDeposit } from './get-deposit.ts';
import { readVoucherUpload } from './read-voucher-upload.ts';
import { registerChecking } from './register-checking.ts';
import { registerDeposit } from './register-deposit.ts';
import { registerLetter } from './register-letter.ts';

// Uploads decode images: a tighter per-address limit than the default.
const uploadLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const registerEndpoint = customersEndpoints.registerOnboardingDeposit;
const addEndpoint = customersEndpoints.addOnboardingDepositVouchers;

/** A voucher upload: read within the voucher limits, stored by the use case, answered 201 with the deposit. */
const voucherUpload =
  <R extends FastifyRequest>(store: (request: R, upload: MultipartUpload) => Promise<DepositView>) =>
  async (request: R, reply: FastifyReply) =>
    reply.code(201).send(ok(await store(request, await readVoucherUpload(request))));

/**
 * Step 3, the deposit (requirements R7 deposit/{id}, deposit/register, {id}/deposit, checking/register,
 * letter/register): docs/onboarding.md, "Step 3: deposit".
 */
export const depositRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, customersEndpoints.getOnboardingDeposit, async (request) =>
      ok(await getDeposit(ctx, authOf(request).userId, request.params.id)),
    );

    // The first voucher registers the deposit and more can join it later: the same upload either way.
    route(
      app,
      registerEndpoint,
      voucherUpload((request: EndpointRequest<typeof registerEndpoint>, upload) =>
        registerDeposit(ctx, { userId: authOf(request).userId, upload, client: clientInfoOf(request) }),
      ),
      { config: uploadLimit },
    );
    route(
      app,
      addEndpoint,
      voucherUpload((request: EndpointRequest<typeof addEndpoint>, upload) =>
        addDepositVoucher(ctx, {
          userId: authOf(request).userId,
          onboardingId: request.params.id,
          upload,
          client: clientInfoOf(request),
        }),
      ),
      { config: uploadLimit },
    );

    route(app, customersEndpoints.registerOnboardingChecking, async (request, reply) => {
      const accepted = await registerChecking(ctx, {
        userId: authOf(request).userId,
        request: request.body,
        client: clientInfoOf(request),
      });
      return reply.code(201).send(ok(accepted));
    });

    route(app, customersEndpoints.registerOnboardingLetter, async (request, reply) =>
      reply
        .code(201)
        .send(ok(await registerLetter(ctx, { userId: authOf(request).userId, request: request.body }))),
    );
  };
