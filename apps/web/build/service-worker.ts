/// <reference types="node" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_PAGES_FILE } from './route-preloads.ts';

type OutputBundle = Rolldown.OutputBundle;

/** Files of public/ the worker keeps: the offline page and what the installed app shows. */
export const PUBLIC_PRECACHE = [
  '/offline.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
] as const;

export interface ServiceWorkerPlan {
  /** Page paths kept as they are served (their own copy of index.html, or index.html for /). */
  shellPages: string[];
  /** Every other URL installed with the worker: those pages' scripts and styles, and PUBLIC_PRECACHE. */
  precache: string[];
  version: string;
}

const htmlSource = (bundle: OutputBundle, fileName: string): string | undefined => {
  const item = bundle[fileName];
  return item?.type === 'asset' && typeof item.source === 'string' ? item.source : undefined;
};

/** The /assets/… files an HTML page loads or preloads (script src, stylesheet and modulepreload href). */
export function assetsOfPage(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
}

/**
 * What the worker installs, from the bundle: the first-view pages the build wrote (route-preloads.ts's
 * list, / being index.html when the list lacks it) with everything their HTML loads, so those pages
 * open without a network; other screens' chunks are kept as they are first used. The version is a
 * hash of those pages, the worker's code and the public files it keeps: a build that changes any of
 * them is a new worker, which the page announces.
 */
export function planServiceWorker(
  bundle: OutputBundle,
  workerSource: string,
  publicFile: (url: string) => Buffer,
): ServiceWorkerPlan {
  const pagesJson = htmlSource(bundle, ROUTE_PAGES_FILE);
  const pages: Record<string, string> = {
    '/': 'index.html',
    ...(pagesJson ? (JSON.parse(pagesJson) as Record<string, string>) : {}),
  };
  const hash = createHash('sha256').update(workerSource);
  const assets = new Set<string>();
  for (const [page, fileName] of Object.entries(pages)) {
    const html = htmlSource(bundle, fileName);
    if (html === undefined) throw new Error(`${fileName} (page ${page}) is not in the bundle`);
    hash.update(page).update(html);
    for (const asset of assetsOfPage(html)) assets.add(asset);
  }
  for (const url of PUBLIC_PRECACHE) hash.update(url).update(publicFile(url));
  return {
    shellPages: Object.keys(pages).sort(),
    precache: [...[...assets].sort(), ...PUBLIC_PRECACHE],
    version: hash.digest('hex').slice(0, 16),
  };
}

/** The worker's code preceded by the constants it reads. */
export function workerScript(plan: ServiceWorkerPlan, workerSource: string): string {
  return [
    `const VERSION = ${JSON.stringify(plan.version)};`,
    `const SHELL_PAGES = ${JSON.stringify(plan.shellPages)};`,
    `const PRECACHE = ${JSON.stringify(plan.precache)};`,
    workerSource,
  ].join('\n');
}

/**
 * Writes dist/sw.js, the service worker of build/sw.js with its precache list taken from
 * this build. It runs after route-preloads (both `post`; this one listed later) to see the pages'
 * copies, and before precompress writes the .br/.gz copies, which then include sw.js.
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  const sourceFile = path.join(import.meta.dirname, 'sw.js');
  return {
    name: 'invierte:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const workerSource = readFileSync(sourceFile, 'utf8');
      const plan = planServiceWorker(bundle, workerSource, (url) => readFileSync(path.join(publicDir, url)));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: workerScript(plan, workerSource) });
    },
  };
}
