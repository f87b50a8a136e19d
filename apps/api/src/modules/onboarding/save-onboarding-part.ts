import {
  DomainError,
  isStep1Complete,
  step1ScreensFor,
  transitionOnboarding,
  type OnboardingInfo,
  type OnboardingPart,
} from '@invierte/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { ClientInfo } from '../../shared/client-info.ts';
import { applyOnboardingEvent } from './apply-onboarding-event.ts';
import { checkPart } from './check-part.ts';
import { onboardingRepository } from './onboarding.repository.ts';
import { sendOnboardingReceived } from './send-onboarding-received.ts';
import {
  loadOwnedOnboarding,
  onboardingInfoOf,
  statusOf,
  step1ContextOf,
  type SavedParts,
} from './onboarding-view.ts';

export interface SavePartInput {
  userId: string;
  onboardingId: string;
  part: OnboardingPart;
  /** The body, already valid against the part's schema. */
  data: Record<string, unknown>;
  /** The version the web last read; a different current version is another tab's change. */
  expectedVersion: number | undefined;
  client: ClientInfo;
  /** Where a mail that could not be sent after the save is reported. */
  log: FastifyBaseLogger;
}

type Identity = { documentType: string; documentNumber: string };

/** Documents a part names besides the account's own: the owner of the money, the joint holder. */
function identitiesIn(
  part: OnboardingPart,
  data: Record<string, unknown>,
  accountHasDocument: boolean,
): Identity[] {
  const identity = (v: unknown): Identity[] => {
    const d = v as Partial<Identity> | undefined;
    return d?.documentType && d.documentNumber
      ? [{ documentType: d.documentType, documentNumber: d.documentNumber }]
      : [];
  };
  if (part === 'resourceHolder') return identity(data.owner);
  if (part === 'partner') return identity(data);
  // An account opened with Google has no document until the investor enters it here.
  if (part === 'personalInformation' && !accountHasDocument) return identity(data);
  return [];
}

async function anyRestricted(tx: Db, identities: Identity[]): Promise<boolean> {
  for (const { documentType, documentNumber } of identities)
    if (await onboardingRepository.isRestricted(tx, documentType, documentNumber)) return true;
  return false;
}

/**
 * POST /api/onboarding/{id}/<part>: checks, then SAVE_PART through the state machine with the state
 * and version read in the update's `WHERE`, the part upserted and the event written in one
 * transaction. The save that completes step 1 also fires COMPLETE_STEP_1 (docs/onboarding.md). A
 * restricted owner or joint holder holds the onboarding (RESTRICTED_MATCH) without saying why.
 */
export async function saveOnboardingPart(ctx: AppContext, input: SavePartInput): Promise<OnboardingInfo> {
  const facts = await loadOwnedOnboarding(ctx.db, input.onboardingId, input.userId);
  const { row, parts, product } = facts;
  if (input.expectedVersion !== undefined && input.expectedVersion !== row.version)
    throw new DomainError('ONBOARDING_CHANGED');
  const status = statusOf(row, parts);
  // The state answers first: a closed or signed onboarding says so, whatever the form holds.
  const allowed = transitionOnboarding(status, 'SAVE_PART');
  if (!allowed.ok) throw new DomainError(allowed.code);
  if (
    !step1ScreensFor(step1ContextOf(parts, product, facts.hasBankAccounts)).some((s) => s.part === input.part)
  )
    throw new DomainError('BAD_REQUEST', 'Este paso no corresponde a tu solicitud.');

  const account = await onboardingRepository.userDocument(ctx.db, input.userId);
  if (!account) throw new DomainError('UNAUTHORIZED');
  const stored = await checkPart(ctx, input.part, input.data, facts, account);

  const at = ctx.now();
  let completedStep1 = false;
  const info = await ctx.db.transaction(async (tx) => {
    const common = { actorUserId: input.userId, client: input.client, at };
    let current = await applyOnboardingEvent(tx, {
      ...common,
      row,
      status,
      event: 'SAVE_PART',
      part: input.part,
      data: { data: stored, previous: parts.get(input.part) ?? null },
    });
    await onboardingRepository.upsertPart(tx, row.id, input.part, stored, at);
    const saved: SavedParts = new Map(parts).set(input.part, stored);

    const identities = identitiesIn(input.part, stored, account.documentNumber !== null);
    if (await anyRestricted(tx, identities)) {
      current = await applyOnboardingEvent(tx, {
        ...common,
        actorUserId: null,
        row: current,
        status: statusOf(current, saved),
        event: 'RESTRICTED_MATCH',
        part: input.part,
      });
    } else if (
      current.state === 'IN_PROGRESS' &&
      isStep1Complete(saved.keys(), step1ContextOf(saved, product, facts.hasBankAccounts))
    ) {
      current = await applyOnboardingEvent(tx, {
        ...common,
        row: current,
        status: statusOf(current, saved),
        event: 'COMPLETE_STEP_1',
      });
      completedStep1 = true;
    }
    return onboardingInfoOf({ ...facts, row: current, parts: saved });
  });
  if (completedStep1)
    await sendOnboardingReceived(ctx, input.log, {
      userId: input.userId,
      onboardingId: row.id,
      productName: product.name,
    });
  return info;
}
