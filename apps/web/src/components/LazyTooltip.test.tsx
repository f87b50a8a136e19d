import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test gets the modules afresh (React and Testing Library with them), so the Tooltip's code
// has not been loaded yet when it starts.
async function renderHint() {
  vi.resetModules();
  const testing = await import('@testing-library/react');
  const { LazyTooltip } = await import('./LazyTooltip');
  testing.render(
    <>
      <LazyTooltip title="Ayuda">
        <button type="button" aria-label="Ayuda">
          ?
        </button>
      </LazyTooltip>
      <button type="button">Otro</button>
    </>,
  );
  done = testing.cleanup;
  return { ...testing, button: testing.screen.getByRole('button', { name: 'Ayuda' }) };
}

let done = () => {};
afterEach(() => {
  done();
  vi.restoreAllMocks();
});

describe('LazyTooltip', () => {
  it('draws the button alone, named by its own label, until the mouse comes over it; then the hint shows', async () => {
    const { button, screen, fireEvent } = await renderHint();
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });

    expect((await screen.findByRole('tooltip')).textContent).toBe('Ayuda');
    expect(screen.getAllByRole('button', { name: 'Ayuda' })).toHaveLength(1);
  });

  it('keeps the keyboard focus on the button when the hint arrives', async () => {
    const { button, screen, act } = await renderHint();
    // jsdom knows no :focus-visible; the component asks it whether the focus came from the keyboard.
    const matches = HTMLElement.prototype.matches;
    vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':focus-visible' ? this === document.activeElement : matches.call(this, selector);
    });

    act(() => button.focus());

    expect((await screen.findByRole('tooltip')).textContent).toBe('Ayuda');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ayuda' }));
  });

  it('keeps a ref on the button pointing at the button in the page once the hint arrives', async () => {
    vi.resetModules();
    const testing = await import('@testing-library/react');
    const { LazyTooltip } = await import('./LazyTooltip');
    const { createRef } = await import('react');
    const ref = createRef<HTMLButtonElement>();
    testing.render(
      <LazyTooltip title="Alertas">
        <button type="button" aria-label="Alertas" ref={ref}>
          !
        </button>
      </LazyTooltip>,
    );
    done = testing.cleanup;
    const first = testing.screen.getByRole('button', { name: 'Alertas' });
    expect(ref.current).toBe(first);

    // The bell pressed while the hint's code loads: the button is drawn anew inside the Tooltip.
    testing.fireEvent.pointerEnter(first, { pointerType: 'mouse' });
    await testing.screen.findByRole('tooltip');

    const now = testing.screen.getByRole('button', { name: 'Alertas' });
    expect(ref.current).toBe(now);
    expect(ref.current?.isConnected).toBe(true);
  });

  it('shows no hint for a tap', async () => {
    const { button, screen, fireEvent } = await renderHint();

    fireEvent.pointerEnter(button, { pointerType: 'touch' });

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
