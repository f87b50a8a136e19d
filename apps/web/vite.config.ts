/// <reference types="node" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development (tools/dev.mjs) Vite serves on :3000 and the API on API_PORT (default 3001); the web
// calls it through /api, as it does in production where the API serves the built files.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;
const proxy = { '/api': { target: apiTarget } };

export default defineConfig({
  plugins: [react()],
  server: { port: 3000, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // tools/bundle-size.mjs reads dist/.vite/manifest.json to find the landing route's chunks.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @invierte/domain is pure (schemas, rules, formatters) and zod's schema builders have no side
        // effects, but nothing tells the bundler so. Saying it lets a chunk that only needs a formatter
        // or a constant from the domain barrel leave zod and the unused schemas out, which keeps the
        // landing route within its budget (tools/bundle-size.mjs).
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
    },
  },
});
