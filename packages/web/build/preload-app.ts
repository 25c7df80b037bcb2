import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { APP_FILE_ATTRIBUTE } from '../../core/src/app-start.ts';

/** The chunk and every chunk it imports statically, each once. */
function withStaticImports(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, seen);
  return seen;
}

/** A language's compiled catalogue (core's i18n/compiled/<language>.json): each page imports only its own (lib/page-language.ts). */
function isCatalogue(bundle: OutputBundle, fileName: string): boolean {
  const chunk = bundle[fileName];
  return chunk?.type === 'chunk' && /[\\/]i18n[\\/]compiled[\\/][a-z]+\.json$/.test(chunk.facadeModuleId ?? '');
}

/**
 * The entry (src/main.tsx) imports the app only after the first paint. Vite preloads what an entry imports
 * statically; this adds `modulepreload` links for what it imports dynamically, so the browser fetches and
 * compiles the app while the server's page is being painted, and only running it waits. The language catalogues
 * are left out: a page downloads only its own language's, which lib/page-language.ts imports when it needs it.
 */
export function preloadApp(): Plugin {
  return {
    name: 'fundshop-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const entry = chunk as OutputChunk;
        const preloaded = withStaticImports(bundle, entry.fileName);
        const files = new Set<string>();
        for (const dynamic of entry.dynamicImports) {
          if (isCatalogue(bundle, dynamic)) continue;
          for (const file of withStaticImports(bundle, dynamic)) {
            if (!preloaded.has(file) && !isCatalogue(bundle, file)) files.add(file);
          }
        }
        return [...files].map((file): HtmlTagDescriptor => ({
          tag: 'link',
          // Marked, so the server can leave them out of a page that starts the app at first use (decision 0016).
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, [APP_FILE_ATTRIBUTE]: true },
          injectTo: 'head',
        }));
      },
    },
  };
}
