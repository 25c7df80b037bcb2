import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { z } from 'zod';
import { precompress } from './build/precompress.ts';
import { preloadApp } from './build/preload-app.ts';

/** Libraries every page runs (Preact, the router, the query cache, MUI's styling engine, but no MUI component). */
const FRAMEWORK =
  /node_modules[\\/](preact|react-router|@tanstack|@emotion|stylis|react-is|hoist-non-react-statics|@mui[\\/](system|utils|styled-engine|private-theming))[\\/]/;

/**
 * zod's builders (`z.object`, `z.string`, ...) by name. Named one by one: marking plain `z` pure would also mark
 * every minified library function called `z` (Preact's diff is one), and drop its calls.
 */
const ZOD_BUILDERS = Object.entries(z)
  .filter(([, value]) => typeof value === 'function')
  .map(([name]) => `z.${name}`);

/**
 * The production build runs the app on Preact's React compatibility layer (docs/decisions/0015): about 45 KB less
 * to download on a supporter's phone than React DOM. Development and the unit tests run React itself; the
 * Playwright journeys run the production build.
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The API server in development (packages/server listens on 3000 by default). */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is a production build whatever NODE_ENV the shell has: Vite would otherwise follow NODE_ENV=development
  // into React's development code, which the Preact aliases cannot run (every page blank). Set before Vite reads it.
  if (command === 'build') process.env.NODE_ENV = 'production';
  if (isSsrBuild) {
    return {
      plugins: [react()],
      resolve: { alias: PREACT_FOR_REACT },
      publicDir: false,
      // The bundle runs in the API server, whatever NODE_ENV that has: it renders as the production client does.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true, target: 'node', resolve: { conditions: ['module', 'node', 'production'] } },
      build: { outDir: 'dist/server', emptyOutDir: false, ssr: 'src/app/render-page.tsx', minify: false },
    };
  }
  return {
    plugins: [react(), preloadApp(), precompress()],
    resolve: { alias: command === 'build' ? PREACT_FOR_REACT : [] },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        // Schemas are built by calling zod; marked pure, the ones a chunk does not use are dropped with it.
        treeshake: { manualPureFunctions: ZOD_BUILDERS },
        output: {
          codeSplitting: {
            // What every page runs, in one file: compressed together it is smaller than in a dozen pieces.
            groups: [{ name: 'framework', test: FRAMEWORK }],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': API_ORIGIN,
        '/dev': API_ORIGIN,
        '/covers': API_ORIGIN,
        '/uploads': API_ORIGIN,
      },
    },
  };
});
