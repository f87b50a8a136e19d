import { documentsEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** DELETE /api/onboarding/letter/delete/{id}: takes one entry off the newsletter. */
export const deleteLetter = (id: string) =>
  callEndpoint(documentsEndpoints.deleteLetter, { params: { id }, silent: true });
