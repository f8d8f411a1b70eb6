/**
 * After a deploy, a visitor's open page may ask for script chunks that no longer exist. Reload once to get
 * the new build, but at most once per 60 s (SPEC 9) so a real outage cannot cause a reload loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'chunk-reload-at';

export function isChunkLoadError(reason: unknown): boolean {
  const e = reason as { name?: string; message?: string } | null;
  return Boolean(e && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(e.message ?? '')));
}

/** Reloads unless a reload happened within the guard window; answers whether it reloaded. */
export function reloadOnce(now = Date.now(), storage: Storage = sessionStorage, reload = () => window.location.reload()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

export function installChunkReloadGuard(): void {
  const handle = (reason: unknown) => {
    if (isChunkLoadError(reason)) reloadOnce();
  };
  window.addEventListener('error', (e) => handle(e.error));
  window.addEventListener('unhandledrejection', (e) => handle(e.reason));
}
