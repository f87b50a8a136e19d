import { useMutation } from '@tanstack/react-query';
import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/otp/request {purpose: QUOTA_TRANSFER}: the code that confirms a transfer, by e-mail. */
export const requestTransferCode = () =>
  callEndpoint(customersEndpoints.requestOneTimeCode, { body: { purpose: 'QUOTA_TRANSFER' } });

export const useRequestTransferCode = () => useMutation({ mutationFn: requestTransferCode });
