import { liveEventKinds, type LiveEventKind } from '@invierte/domain';
import { afterCommit } from '../db/after-commit.ts';
import type { Db } from '../db/client.ts';
import { invalidationChannel, type RedisInvalidation } from './invalidation-channel.ts';

/** Who an event is for: some users, every back-office user, or everyone signed in. */
export type LiveAudience = readonly string[] | 'staff' | 'everyone';

/** A change an open page may want to read again (architecture A10); it carries no data. */
export interface LiveEvent {
  kind: LiveEventKind;
  to: LiveAudience;
  /** Who made the change, when a person did: she is not pushed about her own act (push-live-event.ts). */
  by?: string | null;
}

/** What the bus hands its listeners: an event, or word that events may have been missed. */
export type LiveDelivery = { type: 'event'; event: LiveEvent } | { type: 'resync' };

export interface LiveBus {
  /** Announces `event` once `tx` commits (at once when `tx` is the database): never a change that rolls back. */
  publish(tx: Db, event: LiveEvent): void;
  subscribe(listener: (delivery: LiveDelivery) => void): () => void;
  /** Resolves once the `onPublished` work of every event published so far has ended. */
  settled(): Promise<void>;
  close(): void;
}

export interface LiveBusOptions {
  /**
   * Runs once per event, after its commit, on the process that published it (never on the others
   * that hear it through Redis): what else an event causes, such as push notifications. Its failure
   * is its own to log; the bus only waits for it in `settled`.
   */
  onPublished?: (event: LiveEvent) => Promise<void>;
}

/**
 * The live channel's bus. With Redis every API process publishes to one channel and delivers what
 * it hears, its own events included, so a socket on any process gets an event raised on any other;
 * while this process is not subscribed it delivers its own events directly. Without Redis it is
 * in-process. Delivery is best effort: a page that misses an event catches up on its next read.
 */
export function createLiveBus(redis: RedisInvalidation | undefined, options: LiveBusOptions = {}): LiveBus {
  const listeners = new Set<(delivery: LiveDelivery) => void>();
  const running = new Set<Promise<void>>();
  const follow = (event: LiveEvent) => {
    if (!options.onPublished) return;
    const work: Promise<void> = options.onPublished(event).then(
      () => void running.delete(work),
      () => void running.delete(work),
    );
    running.add(work);
  };
  const deliver = (delivery: LiveDelivery) => {
    for (const listener of listeners) listener(delivery);
  };
  const channel = invalidationChannel(redis, {
    onMessage: (message) => {
      const event = parseEvent(message);
      if (event) deliver({ type: 'event', event });
    },
    onGap: () => deliver({ type: 'resync' }),
  });
  return {
    publish(tx, event) {
      afterCommit(tx, () => {
        if (redis && channel.isLive()) void channel.publish(JSON.stringify(event));
        else deliver({ type: 'event', event });
        follow(event);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
    close() {
      listeners.clear();
      channel.close();
    },
  };
}

function parseEvent(message: string): LiveEvent | null {
  try {
    const value = JSON.parse(message) as Partial<LiveEvent>;
    const to = value.to;
    const audience =
      to === 'staff' || to === 'everyone' || (Array.isArray(to) && to.every((id) => typeof id === 'string'));
    const known = (liveEventKinds as readonly unknown[]).includes(value.kind);
    return known && audience ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}
