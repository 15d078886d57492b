import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { keyedCatalogs } from './build/keyed-catalogs';
import { usedBootstrap } from './build/used-bootstrap';

const API_TARGET = `http://localhost:${process.env.API_PORT ?? 5000}`;
/** The entries' own modules. */
const ENTRY_MODULES = /[\\/](?:index\.html|main\.tsx|boot\.ts)$/;
/** What the start script imports (with Vite's helper for its `import()`), also the app's. */
const START_SCRIPT_IMPORTS = /[\\/]shared[\\/]app-start\.ts$|vite[\\/]preload-helper/;
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const API_PATHS = ['/graphql', '/api', '/media', '/healthz', '/readyz', '/dev'];

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), keyedCatalogs(), usedBootstrap(fileURLToPath(new URL('.', import.meta.url)))],
  define: { __BUILD_YEAR__: new Date().getFullYear() },
  resolve: {
    alias: [
      // The shared package from its sources, so that the build tree-shakes it.
      {
        find: '@lanka-tours/shared',
        replacement: fileURLToPath(new URL('../shared/src', import.meta.url)),
      },
      // React Router's package names only its development build, whose warnings for developers
      // would ship and run in the site (remix-run/react-router#12532); its production build sits
      // beside it.
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
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
          // What the app needs to start, in one chunk: the modules the entry imports statically
          // would otherwise come as some thirty chunks, most under 500 bytes, each a request and a
          // task on a phone's main thread. The entries stay apart, and so do the start script's
          // own imports (the page loads them before its first paint).
          codeSplitting: {
            groups: [
              { name: 'start', test: START_SCRIPT_IMPORTS },
              {
                name: 'app',
                tags: ['$initial'],
                test: (id) => !ENTRY_MODULES.test(id) && !START_SCRIPT_IMPORTS.test(id),
                // Every module it would add is one it captures already, but the start script's.
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    }),
  },
}));
