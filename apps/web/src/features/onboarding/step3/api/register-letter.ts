import type { LetterRequest, LetterResponse } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/onboarding/letter/register: the account's e-mail on the newsletter list. Silent: optional. */
export const registerLetter = (request: LetterRequest) =>
  apiRequest<LetterResponse>('/api/onboarding/letter/register', {
    method: 'POST',
    body: request,
    silent: true,
  });

export const useRegisterLetter = () => useMutation({ mutationFn: registerLetter });
