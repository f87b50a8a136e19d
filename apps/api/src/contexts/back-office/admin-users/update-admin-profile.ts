import type { AdminMe, AdminOwnProfileRequest } from '@invierte/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { authOf } from '../../../plugins/auth.ts';
import { adminUsersRepository } from './admin-users.repository.ts';
import { getAdminMe } from './get-admin-me.ts';
import { recordAudit } from '../../audit/index.ts';
import { auditActorOf } from '../../audit/index.ts';

/** PUT /api/admin/updateprofile: the administrator corrects their own names (one transaction). */
export async function updateAdminProfile(
  ctx: AppContext,
  request: FastifyRequest,
  body: AdminOwnProfileRequest,
): Promise<AdminMe> {
  const userId = authOf(request).userId;
  await ctx.db.transaction(async (tx) => {
    const before = await adminUsersRepository.lockById(tx, userId);
    await adminUsersRepository.update(tx, userId, { ...body, updatedAt: ctx.now() });
    await recordAudit(tx, {
      ...auditActorOf(request),
      action: 'admin.profile.update',
      entity: 'user',
      entityId: userId,
      before: before
        ? Object.fromEntries(Object.keys(body).map((k) => [k, before[k as keyof typeof before]]))
        : null,
      after: { ...body },
      at: ctx.now(),
    });
    await ctx.sessions.forgetUser(userId, tx);
  });
  return getAdminMe(ctx, request);
}
