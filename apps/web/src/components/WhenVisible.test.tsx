import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './WhenVisible';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe = vi.fn();
  disconnect = () => {
    this.disconnected = true;
  };
  intersect(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as never));
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('WhenVisible', () => {
  it('holds a placeholder until its place nears the viewport, then renders the part for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <WhenVisible placeholder={<p>Boletín en camino</p>}>
        <p>Boletín</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('Boletín')).toBeNull();
    // The stand-in is drawn but takes no focus, clicks or screen-reader attention.
    const standIn = screen.getByText('Boletín en camino').parentElement;
    expect(standIn?.hasAttribute('inert')).toBe(true);
    expect(standIn?.getAttribute('aria-hidden')).toBe('true');
    const observer = FakeObserver.last;
    expect(observer?.observe).toHaveBeenCalledTimes(1);
    expect(observer?.options?.rootMargin).toBe('300px');

    observer?.intersect(false);
    expect(screen.queryByText('Boletín')).toBeNull();
    observer?.intersect(true);
    expect(screen.getByText('Boletín')).toBeTruthy();
    expect(screen.queryByText('Boletín en camino')).toBeNull();
    expect(observer?.disconnected).toBe(true);
  });

  it('renders the part at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible placeholderSx={{ minHeight: 96 }}>
        <p>Boletín</p>
      </WhenVisible>,
    );
    expect(screen.getByText('Boletín')).toBeTruthy();
  });
});
