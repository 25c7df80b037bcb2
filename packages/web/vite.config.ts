import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/** Libraries every page runs (React, the router, the query cache, MUI's styling engine, but no MUI component). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@emotion|stylis|react-is|hoist-non-react-statics|@mui[\\/](system|utils|styled-engine|private-theming))[\\/]/;

/** The API server in development (packages/server listens on 3000 by default). */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // Schemas are built by calling zod; marked pure, the ones a chunk does not use are dropped with it.
      treeshake: { manualPureFunctions: ['z'] },
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
});
