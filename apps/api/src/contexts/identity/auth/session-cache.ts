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
  // (one lifetime at most, should that word never come: a rollback sends none): a read made between
  // the invalidation and the commit would still see the old row. Quiet only that long, a user who
  // has just signed in or verified her e-mail has her session check cached from her next request on,
  // not a minute later. `pending` counts the writes not yet committed (each process hears its own
  // messages too, so the count goes up and down twice here): nothing is cached until the last.
  type Quiet = { until: number; pending: number };
  const quietUsers = new Map<string, Quiet>();
  const quietSessions = new Map<string, Quiet>();
  const quiet = (map: Map<string, Quiet>, key: string) => {
    const now = options.now();
    for (const [k, q] of map) if (q.until <= now) map.delete(k);
    map.set(key, { until: now + options.ttlMs, pending: (map.get(key)?.pending ?? 0) + 1 });
  };
  const isQuiet = (map: Map<string, Quiet>, key: string) => (map.get(key)?.until ?? 0) > options.now();
  // A write has committed. Reads still under way began before it and are not kept; nothing needs
  // dropping, as nothing of this key was kept while it was quiet.
  const endQuiet = (map: Map<string, Quiet>, key: string) => {
    generation += 1;
    const q = map.get(key);
    if (q && q.pending > 1) q.pending -= 1;
    else map.delete(key);
  };

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
  const dropAll = () => {
    generation += 1;
    entries.clear();
    options.onForget?.('all');
  };

  const channel = invalidationChannel(options.redis, {
    onMessage: (message) => {
      if (message.startsWith('u:')) dropUser(message.slice(2));
      else if (message.startsWith('s:')) dropSession(message.slice(2));
      else if (message.startsWith('committed:u:')) endQuiet(quietUsers, message.slice('committed:u:'.length));
      else if (message.startsWith('committed:s:'))
        endQuiet(quietSessions, message.slice('committed:s:'.length));
      else dropAll();
    },
    onGap: dropAll,
  });

  /** Drops here, tells the other processes, and ends the quiet once `tx` has committed. */
  const forget = async (kind: 'u' | 's', id: string, tx: Db) => {
    if (kind === 'u') dropUser(id);
    else dropSession(id);
    await channel.publish(`${kind}:${id}`);
    afterCommit(tx, () => {
      endQuiet(kind === 'u' ? quietUsers : quietSessions, id);
      void channel.publish(`committed:${kind}:${id}`);
    });
  };

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
    forgetUser: (userId, tx) => forget('u', userId, tx),
    forgetSession: (sessionId, tx) => forget('s', sessionId, tx),
    async close() {
      dropAll();
      channel.close();
    },
  };
}
