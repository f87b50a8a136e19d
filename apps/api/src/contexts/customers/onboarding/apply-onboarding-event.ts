import {
  DomainError,
  transitionOnboarding,
  type OnboardingEvent,
  type OnboardingStatus,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import {
  onboardingRepository,
  statusChangesOf,
  type OnboardingRow,
  type StepSave,
} from './onboarding.repository.ts';

export interface OnboardingEventInput {
  row: OnboardingRow;
  status: OnboardingStatus;
  event: OnboardingEvent;
  actorUserId: string | null;
  client: ClientInfo | null;
  at: Date;
  part?: string;
  data?: Record<string, unknown>;
  canceledAt?: Date;
  /**
   * A step save's answers for `part`, saved with the update and the event in one statement that
   * writes all or nothing (`onboardingRepository.saveStep`), and the stamps of the facts its checks
   * read: changed since, that statement is refused.
   */
  step?: { answers: Record<string, unknown>; stamps: StepSave['stamps'] };
}

/**
 * One state-machine step, inside the caller's transaction (or alone, when it is the operation's one
 * statement: a step save's part and nothing else to write). The domain decides the new status (or
 * refuses with its Spanish 409), the update names the state and version it read, and the event row
 * is written beside it. A row that moved meanwhile (another tab, a racing request) answers
 * ONBOARDING_CHANGED and, the transaction being rolled back, changes nothing. After the commit the
 * investor's open pages are told her request changed, and the back office's when its state moved
 * (decision 0030).
 */
export async function applyOnboardingEvent(
  ctx: Pick<AppContext, 'live'>,
  tx: Db,
  input: OnboardingEventInput,
): Promise<OnboardingRow> {
  const result = transitionOnboarding(input.status, input.event);
  if (!result.ok) throw new DomainError(result.code);
  const update = {
    id: input.row.id,
    expectedState: input.row.state,
    expectedVersion: input.row.version,
    state: result.status.state,
    contractState: result.status.contractState,
    resumeState: result.status.resumeState,
    at: input.at,
    ...(input.canceledAt ? { canceledAt: input.canceledAt } : {}),
  };
  const event = {
    onboardingId: input.row.id,
    actorUserId: input.actorUserId,
    event: input.event,
    fromState: input.row.state,
    toState: update.state,
    part: input.part ?? null,
    data: input.data ?? null,
    ip: input.client?.ip ?? null,
    userAgent: input.client?.userAgent ?? null,
    createdAt: input.at,
  };
  let updated: OnboardingRow | undefined;
  if (input.step && input.part) {
    // One statement for the update, the event and the part; a moved row fails all of it, so it needs
    // no transaction of its own. The row is then what the update made of it.
    await onboardingRepository.saveStep(tx, {
      update,
      event,
      part: { part: input.part, data: input.step.answers },
      stamps: input.step.stamps,
    });
    updated = { ...input.row, ...statusChangesOf(update) };
  } else {
    updated = await onboardingRepository.updateStatus(tx, update);
    if (!updated) throw new DomainError('ONBOARDING_CHANGED');
    await onboardingRepository.insertEvent(tx, event);
  }
  ctx.live.publish(tx, { kind: 'request-changed', to: [input.row.userId], by: input.actorUserId });
  if (updated.state !== input.row.state)
    ctx.live.publish(tx, { kind: 'back-office-queue-changed', to: 'staff' });
  return updated;
}
