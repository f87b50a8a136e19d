/** A function run on a work-pool thread with one structured-cloneable input (work-pool.ts). */
export type Task = (input: never) => unknown;

/**
 * A task whose module is imported on its first run on this thread, not when the thread starts:
 * the document and spreadsheet libraries took a pool thread 1.7 s to load against 0.2 s for hashing
 * alone, and every API start (hundreds in the tests) starts a thread that may never render a page.
 */
export function onDemand<F extends Task>(load: () => Promise<F>) {
  let loaded: Promise<F> | undefined;
  return async (input: Parameters<F>[0]): Promise<Awaited<ReturnType<F>>> =>
    (await (loaded ??= load()))(input as never) as Awaited<ReturnType<F>>;
}
