import type { AdminWorkQueues, Permission } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { auditAnchors } from '../../audit/index.ts';
import { adminHomeRepository } from './admin-home.repository.ts';

const LATEST_HELD = 3;

/**
 * GET /api/admin/home/queues: the work of the roles the caller holds — support's force-cancel queue
 * and disabled accounts, compliance's held requests, the auditor's last verification of the audit
 * chain — each part only for the permissions that open its section (the same ones the sections' own
 * routes check).
 */
export async function getWorkQueues(
  ctx: AppContext,
  allowed: ReadonlySet<Permission>,
): Promise<AdminWorkQueues> {
  const [support, compliance, audit] = await Promise.all([
    allowed.has('support.read')
      ? Promise.all([
          adminHomeRepository.countInState(ctx.db, 'WAITING_FOR_CANCEL'),
          allowed.has('user.read') ? adminHomeRepository.countDisabledInvestors(ctx.db) : null,
        ]).then(([cancelRequests, disabledInvestors]) => ({ cancelRequests, disabledInvestors }))
      : null,
    allowed.has('restricted-list.write') && allowed.has('onboarding.review')
      ? Promise.all([
          adminHomeRepository.countInState(ctx.db, 'ON_HOLD'),
          adminHomeRepository.latestHeld(ctx.db, LATEST_HELD),
        ]).then(([held, latest]) => ({
          held,
          latestHeld: latest.map((r) => ({
            ...r,
            heldAt: (r.heldAt ?? new Date(0)).toISOString(),
          })),
        }))
      : null,
    allowed.has('audit.read') ? lastVerification(ctx) : null,
  ]);
  return { support, compliance, audit };
}

/** The newest anchor: the last time the whole chain verified and its head was signed. */
async function lastVerification(ctx: AppContext): Promise<NonNullable<AdminWorkQueues['audit']>> {
  const anchors = auditAnchors(ctx.config);
  const last = (await anchors.store.list()).at(-1);
  return { lastAnchor: last ? { at: last.at, rows: last.rows, signed: anchors.verify(last) } : null };
}
