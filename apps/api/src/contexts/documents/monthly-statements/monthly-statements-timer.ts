import { statementMonthDue } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { runMonthlyStatements } from './run-monthly-statements.ts';

/** How often each process tries to claim the statements due. */
const TICK_MS = 10 * 60_000;

/**
 * Each API process's cheap timer (decision 0039): it asks which month is due and tries to claim its
 * statements; the database decides which process writes each one (run-monthly-statements.ts). Once a
 * month's run found nothing left, this process stops asking until the next month is due.
 */
export function startMonthlyStatements(
  ctx: AppContext,
  onError: (error: unknown) => void,
  run: typeof runMonthlyStatements = runMonthlyStatements,
): { stop: () => Promise<void> } {
  let finished: string | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    const period = statementMonthDue(ctx.now());
    if (stopped || running || period === finished) return;
    running = run(ctx, period, { stopped: () => stopped })
      .then(() => {
        if (!stopped) finished = period;
      })
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, 30_000);
  const timer = setInterval(tick, TICK_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
