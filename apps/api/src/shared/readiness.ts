import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { pingDatabase } from '../db/client.ts';

/** What `GET /api/ready` reports: each dependency this process needs to serve a request. */
export interface ReadinessReport {
  ready: boolean;
  database: 'ok' | 'unreachable';
  redis: 'ok' | 'unreachable' | 'not-configured';
  draining: boolean;
}

/**
 * Readiness, apart from liveness (`GET /api`, no dependency touched): this process can serve a
 * request now. False when the database does not answer, when Redis is configured and does not
 * answer, and from SIGTERM on (`startDraining`), so a balancer stops sending before the server
 * closes (docs/deploy.md).
 */
export interface Readiness {
  check(): Promise<ReadinessReport>;
  startDraining(): void;
  readonly draining: boolean;
}

/** A dependency that has not answered within this is reported unreachable (a probe must not hang). */
const CHECK_TIMEOUT_MS = 2000;

export function createReadiness(deps: { db: Db; redis: Redis | null }): Readiness {
  let draining = false;
  const answers = async (probe: () => Promise<unknown>): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    });
    try {
      return await Promise.race([probe().then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    async check() {
      const redis = deps.redis;
      const [database, redisUp] = await Promise.all([
        answers(() => pingDatabase(deps.db)),
        redis ? answers(() => redis.ping()) : Promise.resolve(null),
      ]);
      const report: ReadinessReport = {
        ready: false,
        database: database ? 'ok' : 'unreachable',
        redis: redisUp === null ? 'not-configured' : redisUp ? 'ok' : 'unreachable',
        draining,
      };
      report.ready = !draining && database && redisUp !== false;
      return report;
    },
  };
}
