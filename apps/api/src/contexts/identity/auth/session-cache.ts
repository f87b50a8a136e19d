import { afterCommit } from '../../../db/after-commit.ts';
import type { Db } from '../../../db/client.ts';
import { invalidationChannel, type RedisInvalidation } from '../../../shared/invalidation-channel.ts';

/** What the per-request check needs of a session: whose it is, whether it ended, and its user row. */
export interface CachedSession<U extends { id: string }> {
  userId: string;
  revokedAt: Date | null;
  user: U;
}

export interface SessionCache<U extends { id: string }> {
  /** The session as `load` reads it, or as it was read less than the cache's lifetime ago. */
  lookup(
    sessionId: string,
    load: () => Promise<CachedSession<U> | undefined>,
  ): Promise<CachedSession<U> | undefined>;
  /**
   * Forgets a user's sessions here and, with Redis, in every other API process, and caches none of
   * them until `tx` commits: call it with any write to the user's sessions or row (logout, password,
   * disable, any field the API answers with), passing the write's transaction, or the database when
   * the write has already committed (a read made before the commit is not kept).
   */
  forgetUser(userId: string, tx: Db): Promise<void>;
  /** Same for one session, when the user is not known (logout by refresh token). */
  forgetSession(sessionId: string, tx: Db): Promise<void>;
  close(): Promise<void>;
}

interface Entry<U extends { id: string }> {
  session: CachedSession<U>;
  expiresAt: number;
}

/**
 * A minute's memory of the session check (decision 0018), so an authenticated read does not pay a
 * database round trip every time. Every change the check must see is pushed in by `forgetUser` /
 * `forgetSession`; the lifetime only bounds what nobody announced (a row edited by hand).
 *
 * With Redis the cache is used only while this process is subscribed to the invalidation channel:
 * while the subscription is down the check reads the database on every request, and the cache starts
 * empty once it is back (messages sent meanwhile are lost).
 */
/** How long the API keeps a session check that nobody invalidated (decision 0018, amended). */
export const SESSION_CACHE_TTL_MS = 60_000;

export function createSessionCache<U extends { id: string }>(options: {
  ttlMs: number;
  maxEntries?: number;
  now: () => number;
  redis?: RedisInvalidation;
  /**
   * Hears every forgetting, this process's and (with Redis) the others': the live channel checks its
   * open sockets' sessions then (decision 0030).
   */
  onForget?: (which: { userId: string } | { sessionId: string } | 'all') => void;
}): SessionCache<U> {
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, Entry<U>>();
  // A lookup that started before an invalidation must not store what it read.
  let generation = 0;

  // Sessions and users forgotten are not cached again until the write that caused it has committed
  // (one lifetime at most, should that word never come): a read made between the invalidation and
  // the commit would still see the old row. Quiet only that long, a user who has just signed in or
  // verified her e-mail has her session check cached from her next request on, not a minute later.
  const quietUsers = new Map<string, number>();
  const quietSessions = new Map<string, number>();
  const quiet = (map: Map<string, number>, key: string) => {
    const now = options.now();
    for (const [k, until] of map) if (until <= now) map.delete(k);
    map.set(key, now + options.ttlMs);
  };
  const isQuiet = (map: Map<string, number>, key: string) => (map.get(key) ?? 0) > options.now();

  const dropUser = (userId: string) => {
    generation += 1;
    quiet(quietUsers, userId);
    for (const [id, entry] of entries) if (entry.session.userId === userId) entries.delete(id);
    options.onForget?.({ userId });
  };
  const dropSession = (sessionId: string) => {
    generation += 1;
    quiet(quietSessions, sessionId);
    entries.delete(sessionId);
    options.onForget?.({ sessionId });
  };
  // The write has committed: reads from now on see it. Entries a read stored meanwhile (another
  // write's quiet ended first) are dropped, and reads still under way are not kept.
  const endQuiet = (map: Map<string, number>, key: string, drop: () => void) => {
    generation += 1;
    map.delete(key);
    drop();
  };
  const endUserQuiet = (userId: string) =>
    endQuiet(quietUsers, userId, () => {
      for (const [id, entry] of entries) if (entry.session.userId === userId) entries.delete(id);
    });
  const endSessionQuiet = (sessionId: string) =>
    endQuiet(quietSessions, sessionId, () => entries.delete(sessionId));
  const dropAll = () => {
    generation += 1;
    entries.clear();
    options.onForget?.('all');
  };

  const channel = invalidationChannel(options.redis, {
    onMessage: (message) => {
      if (message.startsWith('u:')) dropUser(message.slice(2));
      else if (message.startsWith('s:')) dropSession(message.slice(2));
      else if (message.startsWith('committed:u:')) endUserQuiet(message.slice('committed:u:'.length));
      else if (message.startsWith('committed:s:')) endSessionQuiet(message.slice('committed:s:'.length));
      else dropAll();
    },
    onGap: dropAll,
  });

  return {
    async lookup(sessionId, load) {
      if (!channel.isLive()) return load();
      const hit = entries.get(sessionId);
      if (hit && hit.expiresAt > options.now()) return hit.session;
      const startedAt = generation;
      const session = await load();
      const keep =
        session &&
        !session.revokedAt &&
        channel.isLive() &&
        generation === startedAt &&
        !isQuiet(quietSessions, sessionId) &&
        !isQuiet(quietUsers, session.userId);
      if (keep) {
        entries.delete(sessionId);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(sessionId, { session, expiresAt: options.now() + options.ttlMs });
      }
      return session;
    },
    async forgetUser(userId, tx) {
      dropUser(userId);
      await channel.publish(`u:${userId}`);
      afterCommit(tx, () => {
        endUserQuiet(userId);
        void channel.publish(`committed:u:${userId}`);
      });
    },
    async forgetSession(sessionId, tx) {
      dropSession(sessionId);
      await channel.publish(`s:${sessionId}`);
      afterCommit(tx, () => {
        endSessionQuiet(sessionId);
        void channel.publish(`committed:s:${sessionId}`);
      });
    },
    async close() {
      dropAll();
      channel.close();
    },
  };
}
