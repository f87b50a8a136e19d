import { customersEndpoints, type LetterRequest } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/call-endpoint';

/** POST /api/onboarding/letter/register: the account's e-mail on the newsletter list. Silent: optional. */
export const registerLetter = (request: LetterRequest) =>
  callEndpoint(customersEndpoints.registerOnboardingLetter, { body: request, silent: true });

export const useRegisterLetter = () => useMutation({ mutationFn: registerLetter });
