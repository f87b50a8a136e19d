import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after mount (at most `timeoutMs` later): for what may wait
 * until the screen is drawn, such as a dialog that opens by itself, so it renders in its own task
 * instead of lengthening the first screen's.
 */
export function useOnceIdle(timeoutMs = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    const done = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout: timeoutMs });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(done, 0);
    return () => clearTimeout(id);
  }, [idle, timeoutMs]);
  return idle;
}
