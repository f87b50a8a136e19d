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
 * commit (`investorsChanged`: the ledger, rescues, alerts) and quota values and funds forget them all.
 * An answer is kept from the moment its computation starts, so the screen's parallel calls share one
 * reading of the same rows; a forgetting drops it with the investor (a computation that started before
 * it answers only its own callers), and a failure is dropped when it happens. The lifetime only bounds
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

  const drop = (userIds: readonly string[]) => {
    for (const id of userIds) investors.delete(id);
  };
  const dropAll = () => investors.clear();

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
      if (!investor) {
        if (investors.size >= maxInvestors) investors.delete(investors.keys().next().value as string);
        investor = { answers: new Map(), expiresAt: now + options.ttlMs };
        investors.set(userId, investor);
      }
      const answers = investor.answers;
      const answer = compute();
      answers.set(key, answer);
      // A failure is not an answer: the next request computes again.
      answer.catch(() => {
        if (answers.get(key) === answer) answers.delete(key);
      });
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
