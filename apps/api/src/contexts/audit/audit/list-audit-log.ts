import { addDays, type AuditListQuery, type AuditPage } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { auditRepository } from './audit.repository.ts';

/** Lima midnight of an ISO date (UTC−5 all year). */
const limaStart = (isoDate: string) => new Date(`${isoDate}T05:00:00.000Z`);

/** Fields a row records a user's id in, at its top or one record down (a deposit's approval). */
const personFields = new Set(['makerId', 'checkerId']);

function personIds(recorded: Record<string, unknown> | null | undefined): string[] {
  return Object.entries(recorded ?? {}).flatMap(([key, value]) =>
    personFields.has(key) && typeof value === 'string'
      ? [value]
      : value && typeof value === 'object' && !Array.isArray(value)
        ? personIds(value as Record<string, unknown>)
        : [],
  );
}

/** GET /api/admin/audit: the back office's writes, newest first, filtered and paged. */
export async function listAuditLog(ctx: AppContext, q: AuditListQuery): Promise<AuditPage> {
  const { rows, total } = await auditRepository.page(
    ctx.db,
    {
      entity: q.entity,
      entityId: q.entityId,
      actorUserId: q.actorUserId,
      action: q.action,
      from: q.from ? limaStart(q.from) : undefined,
      to: q.to ? limaStart(addDays(q.to, 1)) : undefined,
    },
    q.page,
    q.limit,
  );
  const names = await auditRepository.namesOf(ctx.db, [
    ...new Set(rows.flatMap(({ row }) => [...personIds(row.before), ...personIds(row.after)])),
  ]);
  return {
    items: rows.map(({ row, actorName, actorLastName, actorEmail, subject }) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor:
        row.actorUserId && actorEmail
          ? {
              id: row.actorUserId,
              name: `${actorName ?? ''} ${actorLastName ?? ''}`.trim(),
              email: actorEmail,
            }
          : null,
      ip: row.ip,
      userAgent: row.userAgent,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      subject: subject ?? null,
      before: row.before ?? null,
      after: row.after ?? null,
      people: Object.fromEntries(
        [...personIds(row.before), ...personIds(row.after)].flatMap((id) => {
          const name = names.get(id);
          return name ? [[id, name]] : [];
        }),
      ),
      hash: row.hash,
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
