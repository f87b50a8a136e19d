import { customersEndpoints, type ReviewApproval, type ReviewListItem } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export type OnboardingDetail = ReviewListItem & {
  resumeState: string | null;
  reason: string | null;
  parts: Record<string, Record<string, unknown>>;
  events: Array<{
    event: string;
    fromState: string | null;
    toState: string;
    actorUserId: string | null;
    ip: string | null;
    data: Record<string, unknown> | null;
    createdAt: string;
  }>;
  approval: ReviewApproval | null;
};

export const onboardingDetailKey = (id: string) => ['admin', 'onboarding', id] as const;

/** GET /api/admin/onboarding/{id}: the whole onboarding for the reviewer. */
export const useOnboardingDetail = (id: string) =>
  useQuery({
    queryKey: onboardingDetailKey(id),
    queryFn: () => callEndpoint(customersEndpoints.getOnboardingReviewDetail, { params: { id } }),
  });
