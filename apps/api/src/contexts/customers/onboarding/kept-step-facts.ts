import { randomUUID } from 'node:crypto';
import { invalidationChannel, type RedisInvalidation } from '../../../shared/invalidation-channel.ts';
import type { loadStepFacts } from './onboarding-view.ts';

/** What a step save checks against: the onboarding, its parts and product, the account, and their stamps. */
export type StepFacts = Awaited<ReturnType<typeof loadStepFacts>>;

export interface KeptStepFacts {
  /**
   * At a save's start: tells the other API processes to drop their facts of this onboarding, and
   * gives those the owner's previous save on this process left, if still worth trying.
   */
  get(onboardingId: string, userId: string): StepFacts | undefined;
  /** Keeps a save's facts here. */
  keep(read: StepFacts): void;
  close(): void;
}

/** An investor fills step 1 in minutes; an entry unused that long is dropped. */
const TTL_MS = 15 * 60_000;
/** Onboardings filled at once on one process; past it the least recently saved goes first. */
const MOST_KEPT = 1_000;

/**
 * The facts each step save leaves for the same investor's next one on this process, so that save
 * need not read them again (docs/decisions/0054): only a hint, never trusted. The save's write
 * requires the onboarding's state and version and the facts' stamps unchanged, and a save that
 * fails from kept facts is done again from a fresh read (save-onboarding-part.ts), so a fact changed
 * by another process, an administrator or a later quota value costs a read, not a wrong answer.
 * With several processes, a save that does not start from facts kept here tells the others (over
 * Redis) to drop theirs of that onboarding: the balancer sends about every other save elsewhere,
 * and an entry another process has since outdated would cost a refused write before the read. The
 * word goes out as the save starts, not once it is written, so it reaches the others before the
 * investor's next save does (which leaves only after this one answers). A lost or late word costs
 * only that refused write.
 */
export function createKeptStepFacts(options: {
  now: () => number;
  redis?: RedisInvalidation;
}): KeptStepFacts {
  const kept = new Map<string, { read: StepFacts; expiresAt: number }>();
  // A process's own messages come back to it through its subscription: they name their sender.
  const sender = randomUUID();
  const channel = invalidationChannel(options.redis, {
    onMessage: (message) => {
      const [from, onboardingId] = message.split(' ');
      if (from !== sender && onboardingId) kept.delete(onboardingId);
    },
    onGap: () => kept.clear(),
  });

  return {
    get(onboardingId, userId) {
      const entry = kept.get(onboardingId);
      const usable =
        entry !== undefined &&
        entry.read.facts.row.userId === userId &&
        entry.expiresAt > options.now() &&
        channel.isLive();
      // Kept here, nobody saved elsewhere since (they would have said so): no one else holds any.
      if (!usable) void channel.publish(`${sender} ${onboardingId}`);
      // The owner never changes; anyone else's request reads (and is refused) as before.
      if (!entry || entry.read.facts.row.userId !== userId) return undefined;
      kept.delete(onboardingId);
      if (!usable) return undefined;
      kept.set(onboardingId, entry);
      return entry.read;
    },
    keep(read) {
      const id = read.facts.row.id;
      kept.delete(id);
      if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(id, { read, expiresAt: options.now() + TTL_MS });
    },
    close: () => channel.close(),
  };
}
