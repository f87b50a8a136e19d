import type { ReviewDocumentList } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/onboarding/{id}/documents: every document of the request a reviewer may open. */
export const useReviewDocuments = (id: string) =>
  useQuery({
    queryKey: ['admin', 'onboarding', id, 'documents'],
    queryFn: () =>
      apiRequest<ReviewDocumentList>(`/api/admin/onboarding/${encodeURIComponent(id)}/documents`),
  });
