import { invalidationChannel, type RedisInvalidation } from './invalidation-channel.ts';

export interface InvestorAnswers {
  /** The investor's answer for `key` (the call and its query), computed on a miss. */
  get<T>(userId: string, key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets these investors' answers here and, with Redis, in every other API process. */
  forget(userIds: readonly string[]): Promise<void>;
  /** Forgets every investor's answers (a quota value or a fund changed). */
  forgetAll(): Promise<void>;
  close(): Promise<void>;
}

interface Investor {
  answers: Map<string, Promise<unknown>>;
  expiresAt: number;
}

/**
 * Memory of the portfolio's read answers per investor (holdings, totals, charts, pending rescues,
 * alerts, movement pages), so the /portafolio screen's calls do not each pay database round trips
 * (issue #10's throughput). Correct because every write that changes them announces it after its
 * commit (`investorsChanged`: the ledger, rescues, alerts) and quota values and funds forget them all;
 * a computation that started before a forgetting does not store its answer. The lifetime only bounds
 * what nobody announced (a row edited by hand). At most `maxInvestors` are kept, least recent first out.
 * With Redis it is used only while this process is subscribed to the invalidation channel.
 */
export function createInvestorAnswers(options: {
  ttlMs: number;
  maxInvestors?: number;
  now: () => number;
  redis?: RedisInvalidation;
}): InvestorAnswers {
  const maxInvestors = options.maxInvestors ?? 2_000;
  const investors = new Map<string, Investor>();
  // Bumped by every forgetting: a computation stores its answer only if none happened meanwhile.
  let generation = 0;

  const drop = (userIds: readonly string[]) => {
    generation += 1;
    for (const id of userIds) investors.delete(id);
  };
  const dropAll = () => {
    generation += 1;
    investors.clear();
  };

  // With Redis, answers are kept only while this process is subscribed (invalidation-channel.ts).
  const channel = invalidationChannel(options.redis, {
    onMessage: (message) => (message === '*' ? dropAll() : drop(message.split(','))),
    onGap: dropAll,
  });

  return {
    get<T>(userId: string, key: string, compute: () => Promise<T>): Promise<T> {
      if (!channel.isLive()) return compute();
      const now = options.now();
      let investor = investors.get(userId);
      if (investor && investor.expiresAt <= now) {
        investors.delete(userId);
        investor = undefined;
      }
      const hit = investor?.answers.get(key);
      if (hit) {
        // Most recently used last: the first key is the one to evict.
        investors.delete(userId);
        investors.set(userId, investor!);
        return hit as Promise<T>;
      }
      const startedAt = generation;
      const answer = compute();
      answer.then(
        () => {
          if (generation !== startedAt || !channel.isLive()) return;
          let current = investors.get(userId);
          if (!current) {
            if (investors.size >= maxInvestors) investors.delete(investors.keys().next().value as string);
            current = { answers: new Map(), expiresAt: now + options.ttlMs };
            investors.set(userId, current);
          }
          current.answers.set(key, answer);
        },
        // A failure is not an answer: the next request computes again.
        () => undefined,
      );
      return answer;
    },
    async forget(userIds) {
      if (userIds.length === 0) return;
      drop(userIds);
      await channel.publish(userIds.join(','));
    },
    async forgetAll() {
      dropAll();
      await channel.publish('*');
    },
    async close() {
      dropAll();
      channel.close();
    },
  };
}
