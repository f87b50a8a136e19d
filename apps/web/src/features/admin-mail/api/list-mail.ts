import { MAIL_PAGE_SIZE, backOfficeEndpoints, type MailStatus } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export const mailKey = ['admin', 'mail'] as const;

/** GET /api/admin/mail?page&limit=20[&status][&search]: the e-mails sent or to send, newest first. */
export const useMail = (page: number, status: MailStatus | null, search: string) =>
  useQuery({
    queryKey: [...mailKey, page, status, search],
    queryFn: () =>
      callEndpoint(backOfficeEndpoints.listMail, {
        query: { page, limit: MAIL_PAGE_SIZE, status: status ?? undefined, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
