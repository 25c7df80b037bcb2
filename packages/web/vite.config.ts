import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server in development (packages/server listens on 3000 by default). */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
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
