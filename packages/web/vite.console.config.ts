import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * The operator console (docs/decisions/0032): its own page and build, on React itself rather than the main build's
 * Preact layer (MUI X Data Grid is made and tested for React), so nothing of it is in any other route's JavaScript and
 * nothing of the store's budget is spent on it. Built after the main app into dist/operator, served at /operator.
 */
export default defineConfig(({ command }) => {
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: path.resolve(import.meta.dirname, 'console'),
    // core's OPERATOR_CONSOLE_PATH (a config file cannot load core's TypeScript from node_modules).
    base: '/operator/',
    // The main build's public files (favicon, zod-jitless.js) are served from the site's root already.
    publicDir: false,
    plugins: [react(), precompress()],
    build: {
      outDir: path.resolve(import.meta.dirname, 'dist/operator'),
      emptyOutDir: true,
      chunkSizeWarningLimit: 1500,
    },
    server: {
      port: 5174,
      proxy: {
        '/api': 'http://localhost:3000',
        '/covers': 'http://localhost:3000',
        '/zod-jitless.js': 'http://localhost:3000',
      },
      fs: { allow: [path.resolve(import.meta.dirname, '../..')] },
    },
  };
});
