import { useLayoutEffect } from 'react';
import {
  Outlet,
  useLocation,
  useNavigationType,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { withChunkReload } from '../lib/chunk-reload';
import { layoutNames, layouts, type LayoutName } from './layouts';
import { shellFor } from './layouts/Shell';
import { BootFallback } from './pages/BootFallback';
import { RouteErrorPage } from './pages/RouteErrorPage';
import type { RouteHandle } from './route-handle';
import { routeTable, type RouteEntry, type ScreenLoader } from './route-table';

/**
 * Turns the route table into React Router route objects: root (error page) → one pathless route per
 * layout (the Shell) → one leaf per table entry. Screens and the guard loader are lazy, so the landing
 * page downloads neither the guards nor the screens of other routes; the Shell, around every page,
 * comes with the entry chunk.
 */

const comingSoonScreen: ScreenLoader = () => import('./pages/ComingSoonPage');

export function guardsOf(entry: RouteEntry) {
  return entry.guards ?? layouts[entry.layout].guards;
}

function leafRoute(entry: RouteEntry): RouteObject {
  const guards = guardsOf(entry);
  const { prefetch } = entry;
  const needsLoader = guards.length > 0 || entry.redirectTo !== undefined;
  const handle: RouteHandle = { title: entry.title, layout: entry.layout };
  return {
    id: entry.path,
    path: entry.path,
    handle,
    lazy: {
      ...(needsLoader && {
        // The page's own requests (if any) start now, beside the guard's profile request.
        loader: withChunkReload(() =>
          Promise.all([
            import('./guard-loader').then((m) => m.guardLoader({ guards, redirectTo: entry.redirectTo })),
            prefetch?.(),
          ]).then(([guard, early]) =>
            early
              ? (args: LoaderFunctionArgs) => {
                  early.default();
                  return guard(args);
                }
              : guard,
          ),
        ),
      }),
      ...(!needsLoader &&
        prefetch && {
          loader: withChunkReload(() =>
            prefetch().then((m) => () => {
              m.default();
              return null;
            }),
          ),
        }),
      // Redirect-only routes never render.
      ...(!entry.redirectTo && {
        Component: withChunkReload(() => (entry.screen ?? comingSoonScreen)().then((m) => m.default)),
      }),
    },
  };
}

function layoutRoute(layout: LayoutName): RouteObject {
  return {
    id: `layout:${layout}`,
    Component: shellFor(layout),
    children: routeTable.filter((entry) => entry.layout === layout).map(leafRoute),
  };
}

/**
 * Around every page: a link to another page opens it at its top, where the window would otherwise
 * stay scrolled as the last page was (mid-page on a phone). Back and forward (POP) are left to the
 * browser, which returns to where the reader was. React Router's ScrollRestoration does both, at a
 * kilobyte of the entry chunk the login page's budget has not got.
 */
function Root() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
  return <Outlet />;
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <BootFallback />,
      children: layoutNames.map(layoutRoute),
    },
  ];
}
