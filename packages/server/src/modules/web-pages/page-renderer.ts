import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '@fundshop/core';

/** Where `vite build --ssr` puts the web app's page renderer in the build (web vite.config.ts). */
export const RENDER_PAGE_FILE = path.join('server', 'render-page.js');

/**
 * The web build's page renderer (docs/decisions/0029): the app's own components render the supporters' pages, so
 * each screen is written once. The build is made by `npm run build`, which `npm start` and the journeys run first.
 */
export async function loadRenderPage(webDistDir: string): Promise<RenderPage> {
  const file = path.join(webDistDir, RENDER_PAGE_FILE);
  if (!existsSync(file)) {
    throw new Error(`The web build in ${webDistDir} has no ${RENDER_PAGE_FILE}: run npm run build`);
  }
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  if (typeof module.renderPage !== 'function') throw new Error(`${file} exports no renderPage function`);
  return module.renderPage as RenderPage;
}
