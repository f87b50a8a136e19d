/// <reference types="node" />
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Page path → the lazy modules (screen, route loader, chrome) its first view always needs. */
export type RoutePreloads = Record<string, readonly string[]>;

/** Where the page list goes; the API reads it (apps/api/src/plugins/web-static.ts). */
export const ROUTE_PAGES_FILE = 'routes/pages.json';

const isChunk = (item: OutputBundle[string]): item is OutputChunk => item.type === 'chunk';

/** A chunk's file and the files of every chunk it imports statically, transitively. */
function withStaticImports(bundle: OutputBundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk && isChunk(chunk))
    for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

export function slugOf(page: string): string {
  return page === '/' ? 'landing' : page.slice(1).replace(/[^a-z0-9]+/gi, '-');
}

/**
 * Writes one copy of index.html per listed page with `<link rel="modulepreload">` for that page's
 * lazy chunks, plus routes/pages.json naming them. The API answers those pages with their copy, so
 * the browser fetches the page's code together with the entry instead of one round trip after it
 * (Lighthouse mobile on /: 81 → 94). Any other path keeps index.html. A listed module that is no
 * chunk of the build fails the build, so the list cannot silently go stale.
 */
export function routePreloads(pages: RoutePreloads): Plugin {
  let root = '';
  return {
    name: 'invierte:route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string') {
        this.error('index.html is not in the bundle');
        return;
      }
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) {
        this.error('the bundle has no entry chunk');
        return;
      }
      // Already requested by index.html itself.
      const loaded = withStaticImports(bundle, entry.fileName, new Set());
      const list: Record<string, string> = {};
      for (const [page, modules] of Object.entries(pages)) {
        const files = new Set<string>();
        for (const module of modules) {
          const id = path.resolve(root, module);
          // A module can share its chunk with others (first-view-chunks.ts): find the chunk that holds it.
          const chunk = chunks.find(
            (candidate) => candidate.facadeModuleId === id || candidate.moduleIds.includes(id),
          );
          if (!chunk) {
            this.error(`${page}: ${module} is not a chunk of this build`);
            return;
          }
          withStaticImports(bundle, chunk.fileName, files);
        }
        const links = [...files]
          .filter((file) => !loaded.has(file))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        const fileName = `routes/${slugOf(page)}.html`;
        this.emitFile({
          type: 'asset',
          fileName,
          source: html.source.replace(/\n\s*<\/head>/, `\n${links}  </head>`),
        });
        list[page] = fileName;
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PAGES_FILE,
        source: `${JSON.stringify(list, null, 2)}\n`,
      });
    },
  };
}
