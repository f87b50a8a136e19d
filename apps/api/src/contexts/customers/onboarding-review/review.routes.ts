import { customersEndpoints as endpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { idempotencyKeyOf, ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { clientInfoOf } from '../../../shared/client-info.ts';
import { readMultipart } from '../../../shared/read-multipart.ts';
import { sendStoredFile } from '../../../shared/send-stored-file.ts';
import { addDocument } from './add-document.ts';
import { approveOnboarding } from './approve-onboarding.ts';
import { approveSigning } from './approve-signing.ts';
import { cancelBySupport } from './cancel-by-support.ts';
import { clearRestriction } from './clear-restriction.ts';
import { countOnboardings } from './count-onboardings.ts';
import { disapproveOnboarding } from './disapprove-onboarding.ts';
import { getReviewChecking } from './get-review-checking.ts';
import { getReviewDeposit } from './get-review-deposit.ts';
import { getReviewDetail } from './get-review-detail.ts';
import { getReviewLinking } from './get-review-linking.ts';
import { getReviewSigning } from './get-review-signing.ts';
import { listOnboardings } from './list-onboardings.ts';
import { listReviewDocuments } from './list-review-documents.ts';
import { openReviewDocument } from './open-review-document.ts';
import { removeDocument } from './remove-document.ts';
import { listRestrictedPersons } from './list-restricted-persons.ts';
import { addToRestrictedList, removeFromRestrictedList } from './restricted-list.ts';
import type { decisionOf } from './review-view.ts';
import { sendBack } from './send-back.ts';

/** The decisions that take an optional reason (their params, body and answer are the same). */
type DecisionEndpoint =
  | typeof endpoints.approveOnboardingSigning
  | typeof endpoints.rejectOnboardingSigning
  | typeof endpoints.rejectOnboardingDeposit
  | typeof endpoints.cancelOnboardingBySupport
  | typeof endpoints.clearOnboardingRestriction;

type DecisionInput = {
  id: string;
  actorUserId: string;
  client: ReturnType<typeof clientInfoOf>;
  reason?: string;
};

/**
 * The back office's onboarding review (requirements R7 "Onboarding admin"): docs/onboarding.md, "Review API".
 * Each route's access (authentication 401, then the permission 403) is checked before the body is read.
 */
export const reviewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actor = (request: Parameters<typeof authOf>[0]) => ({
      actorUserId: authOf(request).userId,
      client: clientInfoOf(request),
    });

    route(app, endpoints.listOnboardingsForReview, async (request) =>
      ok(await listOnboardings(ctx, request.query)),
    );
    route(app, endpoints.searchOnboardingsForReview, async (request) =>
      ok(await listOnboardings(ctx, request.body)),
    );
    route(app, endpoints.countOnboardingsByState, async () => ok(await countOnboardings(ctx)));
    route(app, endpoints.listSupportCancelRequests, async (request) =>
      ok(await listOnboardings(ctx, { ...request.query, state: 'WAITING_FOR_CANCEL' })),
    );
    route(app, endpoints.getOnboardingReviewDetail, async (request) =>
      ok(await getReviewDetail(ctx, request.params.id)),
    );
    route(app, endpoints.getOnboardingReviewLinking, async (request) =>
      ok(await getReviewLinking(ctx, request.params.id)),
    );
    route(app, endpoints.getOnboardingReviewSigning, async (request) =>
      ok(await getReviewSigning(ctx, request.params.id)),
    );
    route(app, endpoints.getOnboardingReviewDeposit, async (request) =>
      ok(await getReviewDeposit(ctx, request.params.id)),
    );
    route(app, endpoints.getOnboardingReviewChecking, async (request) =>
      ok(await getReviewChecking(ctx, request.params.id)),
    );

    route(app, endpoints.listOnboardingReviewDocuments, async (request) =>
      ok(await listReviewDocuments(ctx, request.params.id)),
    );
    route(app, endpoints.openOnboardingReviewDocument, async (request, reply) => {
      const download = request.query.modo === 'descargar';
      const file = await openReviewDocument(ctx, {
        ...request.params,
        purpose: download ? 'download' : 'view',
        ...actor(request),
      });
      return sendStoredFile(reply, file, download ? 'attachment' : 'inline');
    });

    route(
      app,
      endpoints.addOnboardingSigningDocument,
      async (request, reply) => {
        const upload = await readMultipart(request, {
          maxFiles: 1,
          maxFileBytes: 5 * 1024 * 1024,
          tooLarge: 'El documento debe pesar como máximo 5 MB.',
          tooMany: 'Adjunta un solo documento por vez.',
        });
        const file = await addDocument(ctx, { id: request.params.id, upload, ...actor(request) });
        return reply.code(201).send(ok(file));
      },
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    );
    route(app, endpoints.removeOnboardingSigningDocument, async (request) =>
      ok(
        await removeDocument(ctx, { id: request.params.id, fileId: request.body.idFile, ...actor(request) }),
      ),
    );

    /** A state change with an optional reason, answered with the onboarding's new state. */
    const decision = (
      endpoint: DecisionEndpoint,
      run: (input: DecisionInput) => Promise<ReturnType<typeof decisionOf>>,
    ) =>
      route(app, endpoint, async (request) =>
        ok(
          await run({
            id: request.params.id,
            ...actor(request),
            ...(request.body?.reason ? { reason: request.body.reason } : {}),
          }),
        ),
      );
    decision(endpoints.approveOnboardingSigning, (i) => approveSigning(ctx, i));
    decision(endpoints.rejectOnboardingSigning, (i) => sendBack(ctx, 'signing', i));
    decision(endpoints.rejectOnboardingDeposit, (i) => sendBack(ctx, 'deposit', i));
    decision(endpoints.cancelOnboardingBySupport, (i) => cancelBySupport(ctx, i));
    decision(endpoints.clearOnboardingRestriction, (i) => clearRestriction(ctx, i));

    route(app, endpoints.disapproveOnboardingReview, async (request) =>
      ok(
        await disapproveOnboarding(ctx, {
          id: request.params.id,
          ...actor(request),
          reason: request.body.reason,
        }),
      ),
    );

    route(app, endpoints.approveOnboardingDeposit, async (request, reply) => {
      const answer = await approveOnboarding(ctx, {
        id: request.body.idOnboarding,
        ...actor(request),
        idempotencyKey: idempotencyKeyOf(request),
      });
      if (answer.status === 201) return reply.code(201).send(ok(answer.data));
      return ok(answer.data);
    });

    route(app, endpoints.addRestrictedListEntry, async (request, reply) =>
      reply.code(201).send(ok(await addToRestrictedList(ctx, { ...request.body, ...actor(request) }))),
    );
    route(app, endpoints.listRestrictedListEntries, async (request) =>
      ok(await listRestrictedPersons(ctx, request.query)),
    );
    route(app, endpoints.removeRestrictedListEntry, async (request) =>
      ok(await removeFromRestrictedList(ctx, request.params, actor(request))),
    );
  };
