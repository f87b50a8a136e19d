import type { AdminUserList, ParticipantListRequest, Profile } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { adminUsersRepository } from './admin-users.repository.ts';
import { adminUserItem } from './admin-user-view.ts';

/**
 * POST /api/admin/user/listparticipant (profile PARTICIPE) and listbyprofile: one page of a profile's
 * users, searched by names, e-mail or document, sorted as asked; a search matching more than
 * SEARCH_COUNT_LIMIT of them is not counted (decision 0049).
 */
export async function listUsers(
  ctx: AppContext,
  profile: Profile,
  filter: ParticipantListRequest,
): Promise<AdminUserList> {
  const { rows, total, more } = await adminUsersRepository.list(ctx.db, profile, filter);
  return { items: rows.map(adminUserItem), page: filter.page, limit: filter.limit, total, more };
}
