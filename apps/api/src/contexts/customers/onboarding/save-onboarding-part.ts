import {
  DomainError,
  isStep1Complete,
  step1ScreensFor,
  transitionOnboarding,
  type OnboardingInfo,
  type OnboardingPart,
  type DocumentType,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { applyOnboardingEvent } from './apply-onboarding-event.ts';
import { checkPart } from './check-part.ts';
import type { StepFacts } from './kept-step-facts.ts';
import { onboardingRepository, partsStampAfter } from './onboarding.repository.ts';
import { queueOnboardingReceived } from './queue-onboarding-received.ts';
import {
  loadStepFacts,
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
}

type Identity = { documentType: DocumentType; documentNumber: string };

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

async function anyRestricted(db: Db, identities: Identity[]): Promise<boolean> {
  for (const { documentType, documentNumber } of identities)
    if (await onboardingRepository.isRestricted(db, documentType, documentNumber)) return true;
  return false;
}

export interface SavePartsInput extends Omit<SavePartInput, 'part' | 'data'> {
  /** In the order a person fills them; each body already valid against its part's schema. */
  parts: Array<{ part: OnboardingPart; data: Record<string, unknown> }>;
}

/**
 * POST /api/onboarding/{id}/<part>: checks, then SAVE_PART through the state machine with the state
 * and version read in the update's `WHERE`, the part upserted and the event written in one
 * statement (a transaction when more is written, as below). The save that completes step 1 also fires COMPLETE_STEP_1 (docs/onboarding.md). A
 * restricted owner or joint holder holds the onboarding (RESTRICTED_MATCH) without saying why.
 */
export function saveOnboardingPart(ctx: AppContext, input: SavePartInput): Promise<OnboardingInfo> {
  const { part, data, ...rest } = input;
  return saveOnboardingParts(ctx, { ...rest, parts: [{ part, data }] });
}

/**
 * Several step-1 parts at once (POST linking/user/register-form), with the rules of one save each:
 * every part is checked before anything is written, against the answers saved before it, and all
 * are written in one transaction — one refusal changes nothing. The facts checked are those the
 * investor's previous save on this process left, when there are some (decision 0054).
 */
export async function saveOnboardingParts(ctx: AppContext, input: SavePartsInput): Promise<OnboardingInfo> {
  if (input.parts.length === 0) throw new DomainError('BAD_REQUEST', 'El formulario no trae datos.');
  const kept = ctx.keptStepFacts.get(input.onboardingId, input.userId);
  if (kept) {
    try {
      return await saveFrom(ctx, input, kept);
    } catch (error) {
      // Refused from kept facts: perhaps only because they moved. The answer is the fresh read's.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return saveFrom(ctx, input, await loadStepFacts(ctx.db, input.onboardingId, input.userId));
}

async function saveFrom(ctx: AppContext, input: SavePartsInput, read: StepFacts): Promise<OnboardingInfo> {
  const { facts, account, stamps } = read;
  const { row, parts, product } = facts;
  if (input.expectedVersion !== undefined && input.expectedVersion !== row.version)
    throw new DomainError('ONBOARDING_CHANGED');
  // The state answers first: a closed or signed onboarding says so, whatever the form holds.
  const allowed = transitionOnboarding(statusOf(row, parts), 'SAVE_PART');
  if (!allowed.ok) throw new DomainError(allowed.code);

  const checked: Array<{ part: OnboardingPart; stored: Record<string, unknown> }> = [];
  const soFar: SavedParts = new Map(parts);
  for (const { part, data } of input.parts) {
    if (!step1ScreensFor(step1ContextOf(soFar, product, facts.hasBankAccounts)).some((s) => s.part === part))
      throw new DomainError('BAD_REQUEST', 'Este paso no corresponde a tu solicitud.');
    const stored = await checkPart(ctx, part, data, { ...facts, parts: soFar }, account);
    checked.push({ part, stored });
    soFar.set(part, stored);
  }

  const at = ctx.now();
  // The restricted list is read before writing: inside the transaction it would be no fresher.
  const identities = checked.flatMap(({ part, stored }) =>
    identitiesIn(part, stored, account.documentNumber !== null),
  );
  const restricted = await anyRestricted(ctx.db, identities);
  const completesStep1 =
    !restricted && isStep1Complete(soFar.keys(), step1ContextOf(soFar, product, facts.hasBankAccounts));

  const write = async (db: Db) => {
    const common = { actorUserId: input.userId, client: input.client, at };
    let current = row;
    const saved: SavedParts = new Map(parts);
    // Each write names the parts' stamp the writes before it in this save left.
    let partsStamp = stamps.parts;
    for (const { part, stored } of checked) {
      current = await applyOnboardingEvent(ctx, db, {
        ...common,
        row: current,
        status: statusOf(current, saved),
        event: 'SAVE_PART',
        part,
        data: { data: stored, previous: saved.get(part) ?? null },
        step: { answers: stored, stamps: { ...stamps, parts: partsStamp } },
      });
      partsStamp = partsStampAfter(partsStamp, saved.has(part));
      saved.set(part, stored);
    }
    if (restricted) {
      current = await applyOnboardingEvent(ctx, db, {
        ...common,
        actorUserId: null,
        row: current,
        status: statusOf(current, saved),
        event: 'RESTRICTED_MATCH',
        part: checked.at(-1)?.part,
      });
    } else if (completesStep1) {
      current = await applyOnboardingEvent(ctx, db, {
        ...common,
        row: current,
        status: statusOf(current, saved),
        event: 'COMPLETE_STEP_1',
      });
      await queueOnboardingReceived(ctx, db, {
        userId: input.userId,
        onboardingId: row.id,
        productName: product.name,
      });
    }
    return { facts: { ...facts, row: current, parts: saved }, partsStamp };
  };
  // The usual save, one part and nothing else to record, is one statement: its own transaction.
  const { facts: after, partsStamp } =
    checked.length === 1 && !restricted && !completesStep1
      ? await write(ctx.db)
      : await ctx.db.transaction(write);
  // Left for the next save as the database now holds them: answers as JSON gives them back.
  const written = new Map(after.parts);
  for (const { part } of checked) written.set(part, JSON.parse(JSON.stringify(written.get(part))));
  ctx.keptStepFacts.keep({
    ...read,
    facts: { ...after, parts: written },
    stamps: { ...stamps, parts: partsStamp },
  });
  return onboardingInfoOf(after);
}
