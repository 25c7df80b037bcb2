import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderPage } from '@fundshop/core';
import { RENDER_PAGE_FILE } from '../modules/web-pages/page-renderer.ts';

export interface StandInWebBuild {
  dir: string;
  /** The app's page renderer from its source (the build's is the same code, on Preact). */
  renderPage: RenderPage;
  remove(): void;
}

/**
 * A stand-in for the web build in a folder of its own: `index.html` and the other `files` (paths relative to the
 * build) as Vite and the precompress step write them, and a renderer file that must never be served. Pages are
 * rendered by the app's renderer loaded from its source, so the server's tests need no build.
 */
export async function standInWebBuild(
  indexHtml: string,
  files: Record<string, string | Buffer> = {},
): Promise<StandInWebBuild> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fundshop-web-dist-'));
  const all = {
    'index.html': indexHtml,
    [RENDER_PAGE_FILE]: 'export const renderPage = "not for browsers";',
    ...files,
  };
  for (const [name, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  const source = new URL('../../../web/src/app/render-page.tsx', import.meta.url).href;
  // Imported by address: the server's TypeScript project does not compile the web's TSX.
  const { renderPage } = (await import(source)) as { renderPage: RenderPage };
  return { dir, renderPage, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
