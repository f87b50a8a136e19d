import { useMutation } from '@tanstack/react-query';
import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../../lib/call-endpoint';

/** POST /api/otp/request with purpose CONTRACT_SIGNATURE: e-mails the code that signs the contract. */
export const requestSigningCode = () =>
  callEndpoint(customersEndpoints.requestOneTimeCode, { body: { purpose: 'CONTRACT_SIGNATURE' } });

export const useRequestSigningCode = () => useMutation({ mutationFn: requestSigningCode });
