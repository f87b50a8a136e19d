import { customersEndpoints, type EndpointShape, type Permission } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * The back office's decisions on one onboarding (PUT /api/admin/onboarding/…), each declared by its
 * endpoint, the state it applies to, its words, whether it needs a reason the investor will read and
 * the permission the server checks (the button is hidden without it).
 */
export const reviewDecisions = {
  approveSigning: {
    endpoint: customersEndpoints.approveOnboardingSigning,
    when: ['WAITING_FOR_APPROVAL'],
    label: 'Aprobar firma',
    text: 'El contrato firmado queda aprobado y el inversionista pasa a registrar su depósito.',
    reason: false,
    permission: 'onboarding.decide',
  },
  rejectSigning: {
    endpoint: customersEndpoints.rejectOnboardingSigning,
    when: ['WAITING_FOR_APPROVAL'],
    label: 'Rechazar firma',
    text: 'El inversionista deberá generar y firmar el contrato de nuevo.',
    reason: true,
    permission: 'onboarding.decide',
  },
  rejectDeposit: {
    endpoint: customersEndpoints.rejectOnboardingDeposit,
    when: ['IN_VERIFICATION'],
    label: 'Rechazar depósito',
    text: 'El inversionista deberá registrar su depósito de nuevo.',
    reason: true,
    permission: 'onboarding.decide',
  },
  disapprove: {
    endpoint: customersEndpoints.disapproveOnboardingReview,
    when: ['WAITING_FOR_APPROVAL', 'IN_VERIFICATION', 'PENDING_DEPOSIT', 'ON_HOLD'],
    label: 'Desaprobar',
    text: 'La solicitud termina sin inversión y el inversionista recibe el motivo por correo.',
    reason: true,
    permission: 'onboarding.decide',
  },
  clearRestriction: {
    endpoint: customersEndpoints.clearOnboardingRestriction,
    when: ['ON_HOLD'],
    label: 'Levantar retención',
    text: 'La solicitud retenida por la lista restringida continúa donde quedó.',
    reason: false,
    permission: 'restricted-list.write',
  },
} as const satisfies Record<
  string,
  { endpoint: EndpointShape; permission: Permission; [k: string]: unknown }
>;
export type ReviewDecision = keyof typeof reviewDecisions;

/** Carries out one decision; the detail is read again whatever the answer. */
export function useReviewDecision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, reason }: { decision: ReviewDecision; reason?: string }) =>
      callEndpoint(reviewDecisions[decision].endpoint, { params: { id }, body: reason ? { reason } : {} }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
