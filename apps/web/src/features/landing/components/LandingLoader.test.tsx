import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANDING_LOADER_MAX_MS, LandingLoader } from './LandingLoader';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const loader = () => screen.queryByTestId('landing-loader');

describe('LandingLoader (requirements R9: hides after 2 s at the latest)', () => {
  it('covers the page until its content is ready, and goes at once then', () => {
    const { rerender } = render(<LandingLoader ready={false} />);
    expect(loader()).not.toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(loader()).not.toBeNull();

    rerender(<LandingLoader ready />);
    expect(loader()).toBeNull();
  });

  it('never shows on a page that is ready from the start', () => {
    render(<LandingLoader ready />);
    expect(loader()).toBeNull();
  });

  it('hides after 2 s even when the content is still not there', () => {
    render(<LandingLoader ready={false} />);
    act(() => vi.advanceTimersByTime(LANDING_LOADER_MAX_MS - 1));
    expect(loader()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(loader()).toBeNull();
    expect(LANDING_LOADER_MAX_MS).toBe(2000);
  });
});
