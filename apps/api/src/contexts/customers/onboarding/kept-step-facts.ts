import type { Db } from '../../../db/client.ts';
import type { loadOwnedOnboardingWithAccount } from './onboarding-view.ts';

/** What a step save checks against: the onboarding, its parts and product, the account, and their stamp. */
export type StepFacts = Awaited<ReturnType<typeof loadOwnedOnboardingWithAccount>>;

interface Kept {
  read: StepFacts;
  expiresAt: number;
}

/** An investor fills step 1 in minutes; an entry unused that long is dropped. */
const TTL_MS = 15 * 60_000;
/** Onboardings filled at once on one process; past it the least recently saved goes first. */
const MOST_KEPT = 1_000;

const byDatabase = new WeakMap<Db, Map<string, Kept>>();

function keptOn(db: Db): Map<string, Kept> {
  let kept = byDatabase.get(db);
  if (!kept) byDatabase.set(db, (kept = new Map()));
  return kept;
}

/**
 * The facts each step save leaves for the same investor's next one on this process, so that save
 * need not read them again (docs/decisions/0054): only a hint, never trusted. The save's write
 * requires the onboarding's state and version and the facts' stamp unchanged, and a save that
 * fails from kept facts is tried once more from a fresh read (save-onboarding-part.ts), so a fact
 * changed by another process, an administrator or a later quota value costs a read, not a wrong
 * answer. Kept per database, so test apps in one process never see each other's.
 */
export const keptStepFacts = {
  get(db: Db, onboardingId: string, userId: string, now: number): StepFacts | undefined {
    const kept = keptOn(db);
    const entry = kept.get(onboardingId);
    // The owner never changes; anyone else's request reads (and is refused) as before.
    if (!entry || entry.read.facts.row.userId !== userId) return undefined;
    kept.delete(onboardingId);
    if (entry.expiresAt <= now) return undefined;
    kept.set(onboardingId, entry);
    return entry.read;
  },

  keep(db: Db, read: StepFacts, now: number): void {
    const kept = keptOn(db);
    kept.delete(read.facts.row.id);
    if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(read.facts.row.id, { read, expiresAt: now + TTL_MS });
  },
};
