import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Where the API's own files are found from, the same whether it runs from TypeScript source (the
 * tests, `tsx watch`) or from its bundle (`npm start`, the image: docs/decisions/0045). A bundle's
 * code runs from a file in dist/, so `import.meta.url` can no longer point at a module's neighbours:
 * files are named from apps/api instead.
 */

/** True in the bundle (dist/*.js, written by build.mjs), false from src/ (this file is .ts). */
export const runsFromBundle = import.meta.url.endsWith('.js');

/** apps/api: two folders up from src/shared/api-root.ts; one up from any file of dist/. */
export const apiRoot = fileURLToPath(new URL(runsFromBundle ? '..' : '../..', import.meta.url));

/** A file or folder of the API by its path from apps/api (e.g. `src/db/migrations`). */
export const apiFile = (...parts: string[]): string => path.join(apiRoot, ...parts);

/**
 * A module a worker thread starts from: `src/<source>` from source, or the bundle's `dist/<bundle>.js`
 * (the names of build.mjs's entries).
 */
export const threadEntry = (source: string, bundle: string): URL =>
  pathToFileURL(runsFromBundle ? apiFile('dist', `${bundle}.js`) : apiFile('src', source));
