import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../context.ts';
import { startMonthlyStatements } from './monthly-statements-timer.ts';
import type { runMonthlyStatements } from './run-monthly-statements.ts';

// Handed to the timer rather than mocked as a module: the API's test files share their workers'
// module graph (isolate: false), where a module mock would depend on which file loaded it first.
const run = vi.fn<typeof runMonthlyStatements>();

/** Each process's timer only asks the job to claim the month due; the job itself is tested apart. */
describe('the monthly statements timer', () => {
  afterEach(() => {
    vi.useRealTimers();
    run.mockReset();
  });

  it('claims the month due once it finished, asks again for the next one, and retries a failed run', async () => {
    vi.useFakeTimers();
    let now = new Date('2026-12-01T15:00:00Z');
    const ctx = { now: () => now } as AppContext;
    const errors: unknown[] = [];
    run.mockResolvedValue({ stored: 1, emailed: 1 });
    const timer = startMonthlyStatements(ctx, (error) => errors.push(error), run);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]!.slice(0, 2)).toEqual([ctx, '2026-11']);
    // November is done in this process: later ticks that month do not ask again.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(run).toHaveBeenCalledTimes(1);

    // On 4 January 2027 (the first business day) December is due; a failed run is tried again.
    now = new Date('2027-01-04T15:00:00Z');
    run.mockRejectedValueOnce(new Error('database unavailable'));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(run.mock.calls.at(-1)!.slice(0, 2)).toEqual([ctx, '2026-12']);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(run.mock.calls.at(-1)!.slice(0, 2)).toEqual([ctx, '2026-12']);
    const calls = run.mock.calls.length;
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(run.mock.calls.length).toBe(calls);
    await timer.stop();
  });
});
