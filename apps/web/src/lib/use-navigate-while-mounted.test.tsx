import { act, cleanup, screen } from '@testing-library/react';
import type { NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from './test-utils';
import { useNavigateWhileMounted } from './use-navigate-while-mounted';

let captured: NavigateFunction | null = null;
function Form() {
  captured = useNavigateWhileMounted();
  return <p>Formulario</p>;
}

afterEach(cleanup);

describe('useNavigateWhileMounted', () => {
  it('navigates while its screen is shown, and ignores a navigation asked after it has gone', async () => {
    renderRoute(<Form />, '/form');
    // The navigate a save holds while it waits for its answer…
    const late = captured!;
    // …the investor leaves meanwhile (the screen's own navigate works while it is shown)…
    await act(async () => void (await captured!('/portafolio')));
    expect(screen.getByTestId('location').textContent).toBe('/portafolio');
    // …and the save's answer must not pull her back.
    await act(async () => void (await late('/siguiente', { replace: true })));
    expect(screen.getByTestId('location').textContent).toBe('/portafolio');
  });
});
