import { act, cleanup, render, screen } from '@testing-library/react';
import type { NavigateFunction } from 'react-router';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useNavigateWhileMounted } from './use-navigate-while-mounted';

let captured: NavigateFunction | null = null;
function Form() {
  captured = useNavigateWhileMounted();
  return <p>Formulario</p>;
}
function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('useNavigateWhileMounted', () => {
  it('navigates while its screen is shown', async () => {
    renderAt('/form');
    await act(async () => void (await captured!('/siguiente')));
    expect(screen.getByTestId('location').textContent).toBe('/siguiente');
  });

  it('ignores a navigation asked after its screen has gone (a save that answered late)', async () => {
    const router = renderAt('/form');
    const late = captured!;
    // The investor leaves while the save is in flight…
    await act(async () => void (await router.navigate('/portafolio')));
    expect(screen.getByTestId('location').textContent).toBe('/portafolio');
    // …and the save's answer must not pull her back.
    await act(async () => void (await late('/siguiente', { replace: true })));
    expect(screen.getByTestId('location').textContent).toBe('/portafolio');
  });
});
