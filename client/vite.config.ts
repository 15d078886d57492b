import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { keyedCatalogs } from './build/keyed-catalogs';
import { usedBootstrap } from './build/used-bootstrap';

const API_TARGET = `http://localhost:${process.env.API_PORT ?? 5000}`;
const API_PATHS = ['/graphql', '/api', '/media', '/healthz', '/readyz', '/dev'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), keyedCatalogs(), usedBootstrap(fileURLToPath(new URL('.', import.meta.url)))],
  define: { __BUILD_YEAR__: new Date().getFullYear() },
  resolve: {
    alias: {
      // Rules and messages shared with the server, so both check input the same way.
      '@shared': fileURLToPath(new URL('../server/src/shared', import.meta.url)),
    },
  },
  // The prerender bundle carries its dependencies: several (react-bootstrap/Modal and the helpers
  // behind it) import folders that Node cannot load as ES modules.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, API_TARGET])),
  },
  build: {
    target: 'es2022',
    // Written for error reports, not linked from the bundle nor served (static-client.ts).
    sourcemap: isSsrBuild ? false : 'hidden',
    // The prerenderer reads it to link each page's own chunks and styles.
    manifest: !isSsrBuild,
    ...(isSsrBuild && { outDir: 'dist-ssr' }),
    // Seven characters of content hash instead of eight: every first visit downloads the names of
    // all page chunks (the route table's preload map), and this keeps it smaller. Rolldown asks
    // for seven once there are more than 64 chunks; 42 bits tell apart two versions of a file.
    ...(!isSsrBuild && {
      rollupOptions: {
        // The app (index.html), and the script that starts it in a server-rendered page once the
        // first screen has loaded (src/boot.ts, named by the server: modules/pages/page-document).
        input: {
          index: fileURLToPath(new URL('index.html', import.meta.url)),
          boot: fileURLToPath(new URL('src/boot.ts', import.meta.url)),
        },
        output: {
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
        },
      },
    }),
  },
}));
