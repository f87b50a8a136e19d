import type { AdminMe, Permission } from '@invierte/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

/**
 * Helpers for component tests only: a screen inside its providers and a fake API. Never imported by
 * application code.
 */

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders `element` at `url` (matched by `routePath`); any other path shows where the app went. */
export function renderRoute(
  element: ReactElement,
  url: string,
  routePath = new URL(url, 'http://x').pathname,
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}
type Handler = (init: RequestInit) => FakeResponse | Promise<FakeResponse>;

export const success = (data: unknown): FakeResponse => ({ body: { status: 'success', data } });
export const failure = (
  status: number,
  code: string,
  message = code,
  errors: unknown[] = [],
): FakeResponse => ({
  status,
  body: { status: 'error', code, message, errors },
});

/**
 * Object URLs for previews and downloads, which jsdom lacks: spies on URL's two statics, so URL stays
 * the real class for everything else (a plain object in its place can break the next file's imports
 * in the same worker). Returns the blobs in creation order; the n-th one's URL is `blob:n`.
 */
export function fakeObjectUrls() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:${blobs.push(blob as Blob)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return { blobs };
}

/** Stubs fetch with one handler per "METHOD /path"; an unexpected call fails the test loudly. */
export function fakeApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    const { status = 200, body } = await handler(init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Every call to one endpoint: its headers and parsed JSON body. */
    calls(key: string) {
      return fetchMock.mock.calls
        .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
        .map(([, init]) => ({
          headers: new Headers(init?.headers),
          body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
        }));
    },
  };
}

/** GET /api/admin/users/me's answer for an administrator who holds `permissions`. */
export const adminMe = (permissions: Permission[]): FakeResponse =>
  success({
    id: 'u-admin',
    email: 'admin@invierte.pe',
    name: 'Ana',
    lastName: 'Torres',
    secondLastName: 'Vega',
    profile: 'ADMIN',
    adminProfile: { id: 'p-admin', name: 'Superadministrador' },
    permissions,
  } satisfies AdminMe);

const reads = (element: HTMLElement, text: string | RegExp) => {
  // As role queries do: what an open dialog hides from assistive technology does not count.
  if (element.closest('[aria-hidden="true"]')) return false;
  const own = element.textContent?.trim() ?? '';
  const label = element.getAttribute('aria-label') ?? '';
  return typeof text === 'string' ? own === text || label === text : text.test(own) || text.test(label);
};

/**
 * The first element matching `selector` that reads `text` (its text or its aria-label; a string
 * whole, a RegExp anywhere), outside what an open dialog hides. A plain DOM query: `getByRole(role, { name })` computes the accessible
 * name of every element of the page, and a `findByRole` does it again on each retry, which on a
 * large form under load costs seconds a call.
 */
export function getByReading(selector: string, text: string | RegExp): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>(selector)].find((element) => reads(element, text));
  if (!found) throw new Error(`Nothing matching ${selector} reads ${String(text)}`);
  return found;
}

/** getByReading, waited for like a findBy query. */
export const findByReading = (selector: string, text: string | RegExp): Promise<HTMLElement> =>
  waitFor(() => getByReading(selector, text));

/** A button (or an element acting as one) that reads `text`. */
export const getButton = (text: string | RegExp) => getByReading('button, [role="button"]', text);

/** An option (of an open listbox or menu, or of a native select) that reads `text`. */
export const findOption = (text: string | RegExp) => findByReading('[role="option"], option', text);

/** A heading (h1–h6) that reads `text`. */
export const findHeading = (text: string | RegExp) =>
  findByReading('h1, h2, h3, h4, h5, h6, [role="heading"]', text);

/** getButton, waited for like a findBy query. */
export const findButton = (text: string | RegExp) => findByReading('button, [role="button"]', text);
