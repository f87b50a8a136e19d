import type { UserAlert } from '@invierte/domain';
import type { AlertRow } from './alerts.repository.ts';

export const alertView = (row: AlertRow): UserAlert => ({
  _id: row.id,
  kind: row.kind,
  title: row.title,
  message: row.message,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  isViewed: row.viewedAt !== null,
});
