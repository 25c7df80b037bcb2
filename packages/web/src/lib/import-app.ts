const RELOADED_AT = 'fundshop.reloaded-for-release-at';
const LOOP_GUARD_MS = 30_000;

/**
 * Imports the app. Its files are named by their content hash, and a release removes the old ones: a store page
 * opened before a release and first used after it cannot load them. The page is then loaded anew, once (within
 * LOOP_GUARD_MS a second failure is thrown, so a server that is down does not reload the page forever).
 */
export async function importApp<T>(load: () => Promise<T>, reload = () => window.location.reload()): Promise<T> {
  try {
    return await load();
  } catch (error) {
    let last = 0;
    try {
      last = Number(window.sessionStorage.getItem(RELOADED_AT) ?? 0);
      window.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      // No storage: reload at most this once (the new page has no mark either, and tries once more).
    }
    if (Date.now() - last < LOOP_GUARD_MS) throw error;
    reload();
    return new Promise<T>(() => {});
  }
}
