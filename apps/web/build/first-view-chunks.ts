/// <reference types="node" />
import path from 'node:path';
import type { Rolldown } from 'vite';
import { slugOf, type RoutePreloads } from './route-preloads.ts';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;
type ChunkingContext = Rolldown.ChunkingContext;

/**
 * One chunk per set of measured pages whose first view imports a module statically: every module
 * that /login's screen reaches and /portafolio's does not goes in one file, the ones both reach in
 * another, and so on. A page's first view then loads the bytes it loaded before in a handful of files
 * instead of dozens of per-screen-set MUI pieces. Over HTTP/1.1 a browser fetches six files at a time
 * per host, so on a slow phone network each six more files cost one more round trip (Lighthouse's
 * simulation counts them the same way). Nothing is added to a page's first view: a module goes in a
 * page's chunk only if that page already loads it. Other screens that share one such module load
 * the whole chunk, which the visitor usually has in the cache from the page they came through.
 *
 * Modules of the entry are not concerned (a group of higher priority holds them), nor are modules
 * that no listed page reaches (they keep the other groups' rules).
 */
const isPackageIndex = (id: string) =>
  /node_modules[\\/](@[^\\/]+[\\/])?[^\\/]+[\\/](esm[\\/])?index\.m?js$/.test(id);

export function firstViewChunks(root: string, pages: RoutePreloads, priority: number): CodeSplittingGroup {
  const rootsByPage = Object.entries(pages).map(
    ([page, modules]) => [page, modules.map((module) => path.resolve(root, module))] as const,
  );
  let pagesByModule: Map<string, string[]> | null = null;

  function reach(ctx: ChunkingContext): Map<string, string[]> {
    const found = new Map<string, string[]>();
    for (const [page, roots] of rootsByPage) {
      const seen = new Set<string>();
      const stack = [...roots];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        // A package's index re-exports all of it and tree-shaking keeps only what is used: going on
        // through it would group modules the page never loads (@mui/system's index, which MUI's
        // components import one helper from, reaches the media-query hook, Grid and more).
        if (isPackageIndex(id) && !roots.includes(id)) continue;
        const info = ctx.getModuleInfo(id);
        if (info) stack.push(...info.importedIds);
      }
      for (const id of seen) found.set(id, [...(found.get(id) ?? []), page]);
    }
    return found;
  }

  return {
    debugName: 'first-view',
    includeDependenciesRecursively: false,
    // The reach above follows every static import, barrels included (the domain package's index
    // imports zod and decimal.js, which tree-shaking drops from these pages): only the screens' own
    // code and the UI libraries are grouped, and shared libraries keep their own chunks.
    test: /apps[\\/]web[\\/]src[\\/]|node_modules[\\/](@mui|@emotion|react-transition-group|react-hook-form)[\\/]/,
    name: (moduleId, ctx) => {
      pagesByModule ??= reach(ctx);
      const reachedBy = pagesByModule.get(moduleId);
      if (!reachedBy) return null;
      // "first-login-portafolio": what both pages load.
      return ['first', ...reachedBy.map(slugOf)].join('-');
    },
    priority,
  };
}
