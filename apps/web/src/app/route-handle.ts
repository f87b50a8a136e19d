import { useMatches } from 'react-router';
import type { LayoutName } from './layouts';

/** What every route of the table carries in its `handle`. */
export interface RouteHandle {
  title: string;
  layout: LayoutName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The Spanish title of the current page (the deepest route that has one). */
export function usePageTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return undefined;
}
