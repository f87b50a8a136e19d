import { siteEndpoints, type ParameterOption } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storageKeys } from '../../../lib/storage-keys';

export type FeedbackType = ParameterOption;

function readCached(): FeedbackType[] | null {
  try {
    const cached = JSON.parse(localStorage.getItem(storageKeys.feedbackType) ?? 'null') as unknown;
    return Array.isArray(cached) && cached.length > 0 ? (cached as FeedbackType[]) : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/parameters/group/feedback-type: the reasons of the feedback form, kept in localStorage
 * (requirements R7) so the form opens with its list at once on later visits.
 */
export async function fetchFeedbackTypes(): Promise<FeedbackType[]> {
  const cached = readCached();
  if (cached) return cached;
  const types = await callEndpoint(siteEndpoints.getParameterGroup, { params: { name: 'feedback-type' } });
  localStorage.setItem(storageKeys.feedbackType, JSON.stringify(types));
  return types;
}

export const feedbackTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['parameters', 'feedback-type'],
    queryFn: fetchFeedbackTypes,
    staleTime: Infinity,
  });

export const useFeedbackTypes = () => useQuery(feedbackTypesQueryOptions());
