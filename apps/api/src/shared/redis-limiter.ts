import type { Redis } from 'ioredis';
import type { Limiter } from './fixed-window-limiter.ts';

// One round trip, atomic: the first hit of a window starts its expiry.
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * The per-account limiter on Redis, so two API processes enforce one limit. When Redis cannot be
 * reached the in-process fallback counts instead: limits get looser for a while, the product stays up.
 */
export function createRedisLimiter(
  redis: Redis,
  prefix: string,
  fallback: Limiter,
  onError: (error: unknown) => void,
): Limiter {
  return {
    async hit(key, max, windowMs) {
      try {
        const count = Number(await redis.eval(HIT, 1, `${prefix}limit:${key}`, String(windowMs)));
        return count <= max;
      } catch (error) {
        onError(error);
        return fallback.hit(key, max, windowMs);
      }
    },
  };
}
