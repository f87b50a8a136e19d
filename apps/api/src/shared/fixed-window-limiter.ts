/**
 * Counts attempts per key in fixed windows (per-account limits: the same e-mail or DNI from many
 * addresses). In-process by default; with REDIS_URL every API process shares one count
 * (redis-limiter.ts, docs/decisions/0006).
 */
export interface Limiter {
  /** Records one attempt; false once `max` attempts were made in the current window. */
  hit(key: string, max: number, windowMs: number): Promise<boolean>;
}

export function createFixedWindowLimiter(now: () => number = Date.now): Limiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, max, windowMs) {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        lastSweep = t;
      }
      const w = windows.get(key);
      if (!w || w.resetAt <= t) {
        windows.set(key, { count: 1, resetAt: t + windowMs });
        return true;
      }
      w.count++;
      return w.count <= max;
    },
  };
}
