import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/onboarding/letter/delete/{id}: takes one entry off the newsletter. */
export const deleteLetter = (id: string) =>
  apiRequest<{ id: string }>(`/api/onboarding/letter/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    silent: true,
  });
