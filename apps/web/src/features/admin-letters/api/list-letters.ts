import { LETTERS_PAGE_SIZE, type LetterList } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const lettersKey = ['admin', 'letters'] as const;

/** GET /api/onboarding/letter?page&limit=10: the newsletter's entries, newest first (requirements R9). */
export const useLetters = (page: number, search: string) =>
  useQuery({
    queryKey: [...lettersKey, page, search],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(LETTERS_PAGE_SIZE) });
      if (search) query.set('search', search);
      return apiRequest<LetterList>(`/api/onboarding/letter?${query}`);
    },
    placeholderData: keepPreviousData,
  });
