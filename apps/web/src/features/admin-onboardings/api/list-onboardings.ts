import { customersEndpoints, isBackwardRange } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export interface OnboardingListFilter {
  state?: string;
  names?: string;
  dateFrom?: string;
  dateTo?: string;
  page: number;
}

export const ONBOARDINGS_PAGE_SIZE = 20;

/** POST /api/admin/onboarding/list: onboardings by state, names and creation dates, one page. */
export const useAdminOnboardings = (filter: OnboardingListFilter) =>
  useQuery({
    queryKey: ['admin', 'onboardings', filter],
    queryFn: () =>
      callEndpoint(customersEndpoints.searchOnboardingsForReview, {
        body: {
          ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')),
          limit: ONBOARDINGS_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    // A backwards range is said beside the date fields, not asked.
    enabled: !isBackwardRange(filter.dateFrom, filter.dateTo),
  });
