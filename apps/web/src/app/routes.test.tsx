import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createAppRoutes } from './routes';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('opens a page reached by a link at its top, wherever the last one was scrolled to', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // The app's root route around two plain pages.
  const [root] = createAppRoutes();
  const router = createMemoryRouter(
    [
      {
        Component: root!.Component,
        children: [
          { path: '/portafolio', element: <Link to="/portafolio/fondo">Ver fondo</Link> },
          { path: '/portafolio/fondo', element: <h1>Factoring</h1> },
        ],
      },
    ],
    { initialEntries: ['/portafolio'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByText('Ver fondo');
  scrollTo.mockClear();

  fireEvent.click(screen.getByText('Ver fondo'));

  await screen.findByRole('heading', { name: 'Factoring' });
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
