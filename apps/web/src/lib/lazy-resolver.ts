import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<TInput extends FieldValues, TContext, TOutput> {
  resolver: Resolver<TInput, TContext, TOutput>;
  /** Starts the download, e.g. when the form first gets the focus. */
  preload: () => void;
}

/**
 * A form resolver whose code (a zod schema, and zod with it) downloads only when it is about to be
 * needed: the page shows without waiting for rules that matter once someone types or submits. A
 * validation that comes before the download has finished waits for it.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): LazyResolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  const get = () => {
    // A failed download is tried again next time rather than remembered.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
