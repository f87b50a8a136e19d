import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test gets the modules afresh (React and Testing Library with them), so the Tooltip's code
// has not been loaded yet when it starts.
async function fresh() {
  vi.resetModules();
  const testing = await import('@testing-library/react');
  const { LazyTooltip } = await import('./LazyTooltip');
  done = testing.cleanup;
  return { testing, LazyTooltip };
}

async function renderHint() {
  const { testing, LazyTooltip } = await fresh();
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
    const { testing, LazyTooltip } = await fresh();
    const { createRef } = await import('react');
    const ref = createRef<HTMLButtonElement>();
    testing.render(
      <LazyTooltip title="Alertas">
        <button type="button" aria-label="Alertas" ref={ref}>
          !
        </button>
      </LazyTooltip>,
    );
    const first = testing.screen.getByRole('button', { name: 'Alertas' });
    expect(ref.current).toBe(first);

    // The bell pressed while the hint's code loads: the button is drawn anew inside the Tooltip.
    testing.fireEvent.pointerEnter(first, { pointerType: 'mouse' });
    await testing.screen.findByRole('tooltip');

    const now = testing.screen.getByRole('button', { name: 'Alertas' });
    expect(ref.current).toBe(now);
    expect(ref.current?.isConnected).toBe(true);
  });

  it('keeps the pressed button in the page until it is released, so the press is a click', async () => {
    const { testing, LazyTooltip } = await fresh();
    const onClick = vi.fn();
    testing.render(
      <LazyTooltip title="Cerrar sesión">
        <button type="button" aria-label="Cerrar sesión" onClick={onClick}>
          x
        </button>
      </LazyTooltip>,
    );
    const pressed = testing.screen.getByRole('button', { name: 'Cerrar sesión' });

    // The mouse comes over the button, which asks for the hint's code, and presses it; the code
    // arrives before the release.
    testing.fireEvent.pointerEnter(pressed, { pointerType: 'mouse' });
    testing.fireEvent.pointerDown(pressed, { pointerType: 'mouse' });
    await import('@mui/material/Tooltip');
    await testing.act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(pressed.isConnected).toBe(true);
    expect(testing.screen.queryByRole('tooltip')).toBeNull();

    testing.fireEvent.pointerUp(pressed, { pointerType: 'mouse' });
    testing.fireEvent.click(pressed);
    expect(onClick).toHaveBeenCalledTimes(1);
    // Then the hint takes the button.
    expect((await testing.screen.findByRole('tooltip')).textContent).toBe('Cerrar sesión');
    expect(pressed.isConnected).toBe(false);
  });

  it('shows no hint for a tap', async () => {
    const { button, screen, fireEvent } = await renderHint();

    fireEvent.pointerEnter(button, { pointerType: 'touch' });

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
