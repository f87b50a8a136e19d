/// <reference types="node" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { endpointRoutesOnly } from './build/endpoint-routes-only.ts';
import { firstViewChunks } from './build/first-view-chunks.ts';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { serviceWorker } from './build/service-worker.ts';

// In development (tools/dev.mjs) Vite serves on :3000 and the API on API_PORT (default 3001); the web
// calls it through /api, as it does in production where the API serves the built files.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;
const proxy = { '/api': { target: apiTarget } };

// The pages people land on most, each with what its first view loads besides the entry: their own
// copy of index.html preloads it (route-preloads.ts), and it comes in a few files (first-view-chunks.ts).
const firstViews = {
  '/': ['src/features/landing/components/LandingPage.tsx', 'src/features/landing/api/prefetch-landing.ts'],
  '/login': ['src/features/auth/components/LoginPage.tsx', 'src/app/guard-loader.ts'],
  '/portafolio': [
    'src/app/guard-loader.ts',
    'src/app/layouts/AppChrome.tsx',
    'src/features/portfolio/PortfolioPage.tsx',
    'src/features/portfolio/prefetch-portfolio.ts',
  ],
};

export default defineConfig({
  plugins: [react(), endpointRoutesOnly(), routePreloads(firstViews), serviceWorker(), precompress()],
  server: { port: 3000, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The end-to-end and web benchmarks check a copied build is complete against dist/.vite/manifest.json.
    manifest: true,
    // The entry holds everything the first views share (the 'initial' group below): about 530 kB raw,
    // 170 kB gzip. What a page may load is budgeted per page, in gzip, by `npm run size`; Vite's generic
    // 500 kB warning only repeated that on every build.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks: over HTTP/1.1 a browser opens six connections per host, so every six
        // more files on a page's first view cost one more round trip before it can paint.
        codeSplitting: {
          groups: [
            // Everything the entry needs in the entry itself, not in eight files preloaded beside it.
            { name: 'initial', tags: ['$initial'], priority: 3 },
            // The app's small shared modules (API calls, session, settings) and React Query: one file.
            {
              name: 'app-lib',
              // The live client (lib/live) is loaded after the first view, in its own file.
              test: /apps[\\/]web[\\/]src[\\/]lib[\\/](?!live[\\/])|node_modules[\\/]@tanstack[\\/]/,
              priority: 2,
            },
            // What the first view of /, /login and /portafolio loads: a few files per page.
            firstViewChunks(import.meta.dirname, firstViews, 1.5),
            // MUI by the set of screens that use it, no set merged into another: with 60-odd screens a
            // merge threshold (4 KB, 8 KB before) put small shared pieces next to large unrelated ones —
            // the top bar's badge helper beside the Autocomplete, its icons beside the Stepper — and
            // /portafolio's first view loaded 35 KB gzip of screens it never shows. Exact sets cost a few
            // more small files and keep every page within its budget (npm run size).
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|react-transition-group)[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
              priority: 1,
            },
          ],
        },
        // "mui~LoginPage~RegisterPage~…" names say which screens share a chunk; the file needs no such list.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
      },
      treeshake: {
        // @invierte/domain is pure (schemas, rules, formatters) and zod's schema builders have no side
        // effects, but nothing tells the bundler so. Saying it lets a chunk that only needs a formatter
        // or a constant from the domain barrel leave zod and the unused schemas out, which keeps the
        // landing route within its budget (npm run size, tools/bundle-size.mjs).
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
    },
  },
});
