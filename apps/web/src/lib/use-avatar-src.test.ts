import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_RETRY_MS, useAvatarSrc } from './use-avatar-src';

// Images that fail `failures` times, then load; `loads` records every attempt.
let failures = 0;
let loads: string[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    loads.push(url);
    const fail = loads.length <= failures;
    queueMicrotask(() => (fail ? this.onerror?.() : this.onload?.()));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Image', FakeImage);
  loads = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAvatarSrc', () => {
  it('gives the URL once the image has loaded, and nothing without a URL', async () => {
    failures = 0;
    const { result, rerender } = renderHook(({ url }) => useAvatarSrc(url), {
      initialProps: { url: '/a.png' as string | null },
    });
    expect(result.current).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe('/a.png');
    rerender({ url: null });
    expect(result.current).toBeUndefined();
  });

  it('retries a failing image once after 200 ms', async () => {
    failures = 1;
    const { result } = renderHook(() => useAvatarSrc('/a.png'));
    await act(() => vi.advanceTimersByTimeAsync(AVATAR_RETRY_MS - 1));
    expect(loads).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loads).toHaveLength(2);
    expect(result.current).toBe('/a.png');
  });

  it('falls back to the default icon when the retry fails too', async () => {
    failures = 5;
    const { result } = renderHook(() => useAvatarSrc('/a.png'));
    await act(() => vi.advanceTimersByTimeAsync(5 * AVATAR_RETRY_MS));
    expect(loads).toHaveLength(2);
    expect(result.current).toBeUndefined();
  });
});
