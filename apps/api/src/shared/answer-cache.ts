import { createHash } from 'node:crypto';
import { invalidationChannel, type RedisInvalidation } from './invalidation-channel.ts';

/** What a cached answer depends on; writing any of it invalidates every answer with that tag. */
export type CacheTag = 'catalogue' | 'admin-access' | 'exchange-rate';

export interface CachedAnswer<T> {
  data: T;
  /** Strong validator of the JSON answer, for If-None-Match / 304. */
  etag: string;
}

export interface AnswerCache {
  /** The answer for `key`, computed once on a miss (concurrent misses share the computation). */
  get<T>(tag: CacheTag, key: string, compute: () => Promise<T>): Promise<CachedAnswer<T>>;
  /** Drops every answer of the tag here and, with Redis, in every other API process. */
  invalidate(tag: CacheTag): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  answer: Promise<CachedAnswer<unknown>>;
  expiresAt: number;
}

const etagOf = (data: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`;

/**
 * Memory cache for answers that change about once a day (the catalogue, the latest quota values,
 * parameter lists). Entries also expire after `ttlMs`, so a lost invalidation message heals itself.
 */
export function createAnswerCache(options: {
  ttlMs: number;
  now?: () => number;
  redis?: RedisInvalidation;
}): AnswerCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // A computation that started before an invalidation must not store its (stale) result.
  const generations = new Map<CacheTag, number>();
  const generation = (tag: CacheTag) => generations.get(tag) ?? 0;

  const dropLocal = (tag: CacheTag) => {
    generations.set(tag, generation(tag) + 1);
    for (const key of entries.keys()) if (key.startsWith(`${tag}|`)) entries.delete(key);
  };

  const dropAll = () => {
    for (const tag of new Set([...entries.keys()].map((key) => key.split('|')[0] as CacheTag)))
      generations.set(tag, generation(tag) + 1);
    entries.clear();
  };
  // With Redis, answers are kept only while this process is subscribed (invalidation-channel.ts).
  const channel = invalidationChannel(options.redis, {
    onMessage: (tag) => dropLocal(tag as CacheTag),
    onGap: dropAll,
  });

  return {
    get<T>(tag: CacheTag, key: string, compute: () => Promise<T>) {
      if (!channel.isLive()) return compute().then((data) => ({ data, etag: etagOf(data) }));
      const id = `${tag}|${key}`;
      const hit = entries.get(id);
      if (hit && hit.expiresAt > now()) return hit.answer as Promise<CachedAnswer<T>>;
      const startedAt = generation(tag);
      const answer = compute().then((data) => ({ data, etag: etagOf(data) }));
      const entry = { answer, expiresAt: now() + options.ttlMs };
      entries.set(id, entry);
      answer.then(
        () => {
          if (generation(tag) !== startedAt && entries.get(id) === entry) entries.delete(id);
        },
        () => {
          // A failure is not an answer: the next request tries again.
          if (entries.get(id) === entry) entries.delete(id);
        },
      );
      return answer;
    },
    async invalidate(tag) {
      dropLocal(tag);
      await channel.publish(tag);
    },
    async close() {
      entries.clear();
      channel.close();
    },
  };
}
