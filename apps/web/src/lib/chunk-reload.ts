import { chunkReloadKey } from './storage-keys';

/**
 * After a deploy, an open tab may ask for a lazy chunk that no longer exists. Reloading fetches the
 * new index.html and its chunks; doing it at most once per minute (requirements R8, R9) avoids a reload
 * loop when the chunk is really broken.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

export interface ChunkReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Loads `target` afresh, or the current page when there is none. */
  reload?: (target: string | undefined) => void;
  now?: () => number;
}

let navigationTarget: () => string | undefined = () => undefined;

/**
 * The router says where a navigation in progress goes: a chunk that fails on the way there loads that
 * page, the one the person clicked, instead of reloading the page they were leaving (where the click
 * would be lost and the URL would never change).
 */
export function setNavigationTarget(target: () => string | undefined) {
  navigationTarget = target;
}

const loadAfresh = (target: string | undefined) =>
  target ? window.location.assign(target) : window.location.reload();

/** Reloads the page unless it already did so in the last 60 s; returns whether it reloaded. */
export function reloadOnceForChunkError(deps: ChunkReloadDeps = {}): boolean {
  const storage = deps.storage ?? sessionStorage;
  const now = (deps.now ?? Date.now)();
  const last = Number(storage.getItem(chunkReloadKey) ?? 0);
  if (last && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(chunkReloadKey, String(now));
  (deps.reload ?? loadAfresh)(navigationTarget());
  return true;
}

/**
 * Wraps a lazy import: a chunk error triggers the guarded reload and leaves the promise pending (the
 * page is going away); otherwise, or when a reload already happened, the error reaches the router's
 * error page.
 */
export function withChunkReload<T>(load: () => Promise<T>, deps?: ChunkReloadDeps): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadOnceForChunkError(deps)) return new Promise<T>(() => {});
      throw error;
    });
}
