import {
  restrictedList,
  restrictedListQuery,
  restrictedPersonBody,
  restrictedPersonParams,
  restrictedPersonResult,
  reviewApproveBody,
  reviewApproveResult,
  reviewChecking,
  reviewDecision,
  reviewDocumentFileQuery,
  reviewDocumentList,
  reviewDocumentParams,
  reviewDeposit,
  reviewDetail,
  reviewFile,
  reviewIdParams,
  reviewLinking,
  reviewList,
  reviewListFilter,
  reviewOptionalReasonBody,
  reviewQuantities,
  reviewReasonBody,
  reviewRemoveDocumentBody,
  reviewSigning,
  supportQueueQuery,
  type Permission,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { idempotencyKeyOf, ok, responses } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
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
import { rejectDeposit } from './reject-deposit.ts';
import { rejectSigning } from './reject-signing.ts';
import { removeDocument } from './remove-document.ts';
import { listRestrictedPersons } from './list-restricted-persons.ts';
import { addToRestrictedList, removeFromRestrictedList } from './restricted-list.ts';

const base = '/api/admin/onboarding';
const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The back office's onboarding review (requirements R7 "Onboarding admin"): docs/onboarding.md, "Review API". */
export const reviewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** Authentication (401), then the permission (403), both before the body is read or validated. */
    const guard = (permission: Permission) => ({
      onRequest: [app.authenticate, requirePermission(permission)],
    });
    const actor = (request: Parameters<typeof authOf>[0]) => ({
      actorUserId: authOf(request).userId,
      client: clientInfoOf(request),
    });

    app.get(
      `${base}/list`,
      {
        ...guard('onboarding.review'),
        schema: {
          tags,
          security,
          summary: 'Lista de solicitudes (filtros en la consulta)',
          querystring: reviewListFilter,
          response: responses(reviewList, 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listOnboardings(ctx, request.query)),
    );
    app.post(
      `${base}/list`,
      {
        ...guard('onboarding.review'),
        schema: {
          tags,
          security,
          summary: 'Lista de solicitudes por estado, nombres y fechas, paginada',
          body: reviewListFilter,
          response: responses(reviewList, 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listOnboardings(ctx, request.body)),
    );
    app.get(
      `${base}/listQuantities`,
      {
        ...guard('onboarding.review'),
        schema: {
          tags,
          security,
          summary: 'Cantidad de solicitudes por estado',
          response: responses(reviewQuantities, 200, [401, 403]),
        },
      },
      async () => ok(await countOnboardings(ctx)),
    );
    app.get(
      `${base}/support/cancel-requests`,
      {
        ...guard('support.read'),
        schema: {
          tags,
          security,
          summary: 'Cola de soporte: solicitudes de cancelación (WAITING_FOR_CANCEL)',
          querystring: supportQueueQuery,
          response: responses(reviewList, 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listOnboardings(ctx, { ...request.query, state: 'WAITING_FOR_CANCEL' })),
    );
    app.get(
      `${base}/:id`,
      {
        ...guard('onboarding.review'),
        schema: {
          tags,
          security,
          summary: 'Detalle de una solicitud: partes, eventos y aprobación',
          params: reviewIdParams,
          response: responses(reviewDetail, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await getReviewDetail(ctx, request.params.id)),
    );
    app.get(
      `${base}/linking/:id`,
      {
        ...guard('onboarding.review'),
        schema: {
          tags,
          security,
          summary: 'Datos del paso 1 (vinculación)',
          params: reviewIdParams,
          response: responses(reviewLinking, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await getReviewLinking(ctx, request.params.id)),
    );
    app.get(
      `${base}/signing/:id`,
      {
        ...guard('onboarding.review'),
        schema: {
          tags,
          security,
          summary: 'Contrato, documentos y evidencia de firma',
          params: reviewIdParams,
          response: responses(reviewSigning, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await getReviewSigning(ctx, request.params.id)),
    );
    app.get(
      `${base}/deposit/:id`,
      {
        ...guard('onboarding.review'),
        schema: {
          tags,
          security,
          summary: 'Transferencia registrada, comprobantes y aprobación preparada',
          params: reviewIdParams,
          response: responses(reviewDeposit, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await getReviewDeposit(ctx, request.params.id)),
    );
    app.get(
      `${base}/checking/:id`,
      {
        ...guard('onboarding.review'),
        schema: {
          tags,
          security,
          summary: 'Verificaciones de la solicitud',
          params: reviewIdParams,
          response: responses(reviewChecking, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await getReviewChecking(ctx, request.params.id)),
    );

    app.get(
      `${base}/:id/documents`,
      {
        ...guard('onboarding.review'),
        schema: {
          tags,
          security,
          summary:
            'Documentos de la solicitud que el revisor puede abrir: contrato, anexos, certificado de firma, comprobantes, documentos del equipo y los publicados para el inversionista',
          params: reviewIdParams,
          response: responses(reviewDocumentList, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await listReviewDocuments(ctx, request.params.id)),
    );
    app.get(
      `${base}/:id/documents/:documentId/file`,
      {
        ...guard('onboarding.review'),
        schema: {
          tags,
          security,
          summary:
            'Abre un documento de la solicitud tal como se guardó (modo=ver: en el navegador; modo=descargar: como archivo). Cada apertura queda en la auditoría',
          params: reviewDocumentParams,
          querystring: reviewDocumentFileQuery,
        },
      },
      async (request, reply) => {
        const download = request.query.modo === 'descargar';
        const file = await openReviewDocument(ctx, {
          ...request.params,
          purpose: download ? 'download' : 'view',
          ...actor(request),
        });
        return sendStoredFile(reply, file, download ? 'attachment' : 'inline');
      },
    );

    app.post(
      `${base}/signing/:id/add-document`,
      {
        ...guard('onboarding.decide'),
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags,
          security,
          summary:
            'Agrega un documento a la etapa de firma (multipart: file, idOnboarding, type; JPG, PNG o PDF de hasta 5 MB)',
          consumes: ['multipart/form-data'],
          params: reviewIdParams,
          response: responses(reviewFile, 201, [400, 401, 403, 404, 413, 415]),
        },
      },
      async (request, reply) => {
        const upload = await readMultipart(request, {
          maxFiles: 1,
          maxFileBytes: 5 * 1024 * 1024,
          tooLarge: 'El documento debe pesar como máximo 5 MB.',
          tooMany: 'Adjunta un solo documento por vez.',
        });
        const file = await addDocument(ctx, {
          id: request.params.id,
          upload,
          actorUserId: authOf(request).userId,
          client: clientInfoOf(request),
        });
        return reply.code(201).send(ok(file));
      },
    );
    app.post(
      `${base}/signing/:id/remove-document`,
      {
        ...guard('onboarding.decide'),
        schema: {
          tags,
          security,
          summary: 'Quita un documento agregado por el equipo (queda registrado, no se borra)',
          params: reviewIdParams,
          body: reviewRemoveDocumentBody,
          response: responses(reviewFile, 200, [400, 401, 403, 404]),
        },
      },
      async (request) =>
        ok(
          await removeDocument(ctx, {
            id: request.params.id,
            fileId: request.body.idFile,
            ...actor(request),
          }),
        ),
    );

    const decision = (
      path: string,
      permission: Permission,
      summary: string,
      run: (input: {
        id: string;
        actorUserId: string;
        client: ReturnType<typeof clientInfoOf>;
        reason?: string;
      }) => Promise<unknown>,
    ) =>
      app.put(
        path,
        {
          ...guard(permission),
          schema: {
            tags,
            security,
            summary,
            params: reviewIdParams,
            body: reviewOptionalReasonBody,
            response: responses(reviewDecision, 200, [400, 401, 403, 404, 409]),
          },
        },
        async (request) =>
          ok(
            (await run({
              id: request.params.id,
              ...actor(request),
              ...(request.body?.reason ? { reason: request.body.reason } : {}),
            })) as { _id: string; state: string; keynuaContractState: string; version: number },
          ),
      );
    decision(`${base}/signing/:id/approve`, 'onboarding.decide', 'Aprueba la firma (APPROVE_SIGNING)', (i) =>
      approveSigning(ctx, i),
    );
    decision(
      `${base}/signing/:id/reject`,
      'onboarding.decide',
      'Rechaza la firma: el inversionista firma de nuevo (REJECT_SIGNING)',
      (i) => rejectSigning(ctx, i),
    );
    decision(
      `${base}/deposit/:id/reject`,
      'onboarding.decide',
      'Rechaza el depósito: el inversionista lo registra de nuevo (REJECT_DEPOSIT)',
      (i) => rejectDeposit(ctx, i),
    );
    decision(
      `${base}/support/:id/cancel`,
      'support.cancel',
      'Soporte cancela una solicitud en espera de cancelación (SUPPORT_CANCEL)',
      (i) => cancelBySupport(ctx, i),
    );
    decision(
      `${base}/:id/clear-restriction`,
      'restricted-list.write',
      'Levanta la retención por lista restringida (CLEAR_RESTRICTION)',
      (i) => clearRestriction(ctx, i),
    );

    app.put(
      `${base}/:id/disapprove`,
      {
        ...guard('onboarding.decide'),
        schema: {
          tags,
          security,
          summary: 'Desaprueba la solicitud con un motivo (se envía por correo)',
          params: reviewIdParams,
          body: reviewReasonBody,
          response: responses(reviewDecision, 200, [400, 401, 403, 404, 409]),
        },
      },
      async (request) =>
        ok(
          await disapproveOnboarding(ctx, {
            id: request.params.id,
            ...actor(request),
            reason: request.body.reason,
          }),
        ),
    );

    app.post(
      `${base}/approve`,
      {
        ...guard('onboarding.approve'),
        schema: {
          tags,
          security,
          summary:
            'Aprueba el depósito con doble control: la primera llamada prepara (precio del día aplicable), la de otro administrador acredita las cuotas. Acepta Idempotency-Key',
          body: reviewApproveBody,
          response: {
            ...responses(reviewApproveResult, 200, [400, 401, 403, 404, 409]),
            201: responses(reviewApproveResult, 201)[201]!,
          },
        },
      },
      async (request, reply) => {
        const answer = await approveOnboarding(ctx, {
          id: request.body.idOnboarding,
          ...actor(request),
          idempotencyKey: idempotencyKeyOf(request),
        });
        if (answer.status === 201) return reply.code(201).send(ok(answer.data));
        return ok(answer.data);
      },
    );

    app.post(
      `${base}/restricted-persons`,
      {
        ...guard('restricted-list.write'),
        schema: {
          tags,
          security,
          summary: 'Agrega un documento a la lista restringida',
          body: restrictedPersonBody,
          response: responses(restrictedPersonResult, 201, [400, 401, 403, 409]),
        },
      },
      async (request, reply) =>
        reply.code(201).send(ok(await addToRestrictedList(ctx, { ...request.body, ...actor(request) }))),
    );
    app.get(
      `${base}/restricted-persons`,
      {
        ...guard('onboarding.review'),
        schema: {
          tags,
          security,
          summary: 'La lista restringida, la más reciente primero, buscada por documento o motivo',
          querystring: restrictedListQuery,
          response: responses(restrictedList, 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listRestrictedPersons(ctx, request.query)),
    );
    app.delete(
      `${base}/restricted-persons/:documentType/:documentNumber`,
      {
        ...guard('restricted-list.write'),
        schema: {
          tags,
          security,
          summary: 'Quita un documento de la lista restringida',
          params: restrictedPersonParams,
          response: responses(restrictedPersonResult, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await removeFromRestrictedList(ctx, request.params, actor(request))),
    );
  };
