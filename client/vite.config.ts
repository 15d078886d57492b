import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = `http://localhost:${process.env.API_PORT ?? 5000}`;
const API_PATHS = ['/graphql', '/api', '/media', '/healthz', '/readyz', '/dev'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // Rules and messages shared with the server, so both check input the same way.
      '@shared': fileURLToPath(new URL('../server/src/shared', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, API_TARGET])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
