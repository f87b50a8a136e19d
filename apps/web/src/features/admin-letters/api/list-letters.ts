import { documentsEndpoints, LETTERS_PAGE_SIZE } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export const lettersKey = ['admin', 'letters'] as const;

/** GET /api/onboarding/letter?page&limit=10: the newsletter's entries, newest first (requirements R9). */
export const useLetters = (page: number, search: string) =>
  useQuery({
    queryKey: [...lettersKey, page, search],
    queryFn: () =>
      callEndpoint(documentsEndpoints.listLetters, {
        query: { page, limit: LETTERS_PAGE_SIZE, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
