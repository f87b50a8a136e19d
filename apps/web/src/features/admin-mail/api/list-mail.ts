import { MAIL_PAGE_SIZE, type AdminMailList, type MailStatus } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const mailKey = ['admin', 'mail'] as const;

/** GET /api/admin/mail?page&limit=20[&status][&search]: the e-mails sent or to send, newest first. */
export const useMail = (page: number, status: MailStatus | null, search: string) =>
  useQuery({
    queryKey: [...mailKey, page, status, search],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(MAIL_PAGE_SIZE) });
      if (status) query.set('status', status);
      if (search) query.set('search', search);
      return apiRequest<AdminMailList>(`/api/admin/mail?${query}`);
    },
    placeholderData: keepPreviousData,
  });
