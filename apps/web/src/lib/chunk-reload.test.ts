import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  isChunkLoadError,
  reloadOnceForChunkError,
  setNavigationTarget,
  withChunkReload,
} from './chunk-reload';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('chunk reload guard', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    setNavigationTarget(() => undefined);
  });

  it('recognises chunk load errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, not twice within 60 s, and again after 60 s', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(CHUNK_RELOAD_INTERVAL_MS - 1);
    expect(reloadOnceForChunkError({ reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(reloadOnceForChunkError({ reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the import pending while reloading, then lets the error reach the error page', async () => {
    const reload = vi.fn();
    const failing = withChunkReload(() => Promise.reject(chunkError()), { reload });
    let settled = false;
    void failing().finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);

    await expect(failing()).rejects.toThrow('dynamically imported module');
    await expect(withChunkReload(() => Promise.reject(new Error('other')), { reload })()).rejects.toThrow(
      'other',
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads the page being left when no navigation is under way, and opens the one clicked when there is', async () => {
    const reload = vi.fn();
    const failing = withChunkReload(() => Promise.reject(chunkError()), { reload });
    void failing();
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenLastCalledWith(undefined);

    vi.advanceTimersByTime(CHUNK_RELOAD_INTERVAL_MS);
    setNavigationTarget(() => '/portafolio?moneda=USD');
    void failing();
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenLastCalledWith('/portafolio?moneda=USD');
  });
});
