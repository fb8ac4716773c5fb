/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Chunks (budget: docs/operations.md, Benchmarks). The entry holds what every page shows at once,
 * the chrome with the notice banner and the promotion badge included; one `public` chunk holds the
 * pieces the home shares with the content screens, instead of a dozen small ones, which compress
 * worse.
 */
const PUBLIC =
  /\/src\/web\/components\/(content-gate|content-image|section-heading|wine-card|wine-price)\.tsx$/;
/** The first-visit strings of one language: src/web/locales/first.*.ts and what it spreads. */
const FIRST_STRINGS = /\/(locales\/(first|chrome|site)|messages\/common)\.(en|cn|tw)\.ts$/;
/** Module ids with forward slashes, whatever the system. */
const slashed = (id: string) => id.replaceAll('\\', '/');
/** The lazy chunks a first visit to the home loads, whose own imports are worth preloading. */
const HOME_PIECES = /(^|\/)(home\.view|public|first\.(en|cn|tw))-[\w-]+\.js$/;

/** `vite build --mode staff`: the staff console (src/staff) instead of the public site. */
export const STAFF_MODE = 'staff';

/**
 * The staff console's build: its page src/web/staff/index.html (served at /staff/) and the code
 * of src/staff, into dist/web/staff with its own chunks. It is a second run of this config, not a
 * second input of the public build: with both pages in one build, the modules both use (React,
 * XState, zod…) would be one chunk shared by both, so the public home's first load would change
 * and the console would load the public entry's chunk. Two runs share no chunk at all.
 */
const staffBuild = {
  outDir: '../../dist/web',
  emptyOutDir: false,
  target: 'es2022',
  sourcemap: false,
  reportCompressedSize: false,
  modulePreload: { polyfill: false },
  rolldownOptions: {
    input: { staff: fileURLToPath(new URL('src/web/staff/index.html', import.meta.url)) },
    output: {
      entryFileNames: 'staff/assets/[name]-[hash:7].js',
      chunkFileNames: 'staff/assets/[name]-[hash:7].js',
      assetFileNames: 'staff/assets/[name]-[hash:7][extname]',
    },
  },
};

/** `vite build --mode ssr`: the server's renderer of the first screen, src/web/entry-server.tsx. */
export const SSR_MODE = 'ssr';

/**
 * The first screen's server renderer (docs/architecture.md, "The first screen from the server"):
 * the same components as the SPA, for Node, into dist/web-ssr; packages stay imports of
 * node_modules and the stylesheets are left out (the page links the client build's).
 */
const ssrBuild = {
  ssr: fileURLToPath(new URL('src/web/entry-server.tsx', import.meta.url)),
  outDir: '../../dist/web-ssr',
  emptyOutDir: true,
  target: 'node20',
  minify: false,
  sourcemap: false,
  reportCompressedSize: false,
  rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash:7].js' } },
};

/**
 * The SPA lives in src/web and builds to dist/web, served by our own server
 * (`npm run dev:web` serves it with hot reload and proxies the API to :8080; the staff console
 * at /staff/index.html). Tests: the `unit` project (machines, contract, web, server, staff) and
 * the `e2e` project (Playwright driving Debian's Chromium against the built app and a real server).
 */
export default defineConfig(({ mode }) => ({
  root: 'src/web',
  publicDir: false,
  base: './',
  resolve: {
    alias: [
      // rosetta's key lookup: its ES module, not the UMD bundle the `browser` field names
      { find: /^dlv$/, replacement: 'dlv/dist/dlv.es.js' },
      // React 19 has useSyncExternalStore: the shim @xstate/react imports is dead weight
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('src/web/lib/sync-external-store.ts', import.meta.url)) },
    ],
  },
  build: mode === STAFF_MODE ? staffBuild : mode === SSR_MODE ? ssrBuild : {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // .vite/manifest.json: the server links the stylesheets of the screen it renders first
    manifest: true,
    modulePreload: {
      // every browser we serve preloads modules itself; the polyfill would only add to the first load
      polyfill: false,
      // Preloading a lazy chunk's imports saves a round trip, but their names travel in the first
      // load: worth it for the home's pieces only. A stylesheet is always listed (it must load).
      resolveDependencies: (chunk, deps) => (HOME_PIECES.test(chunk) ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
    rolldownOptions: {
      output: {
        // each hashed name travels in the entry's import table: 7 characters (the fewest rolldown allows for this many chunks) tell versions apart
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // fewer, larger chunks compress better: all the entry imports is one chunk
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'public', test: (id) => PUBLIC.test(slashed(id)) },
            {
              name: (id) => `first.${FIRST_STRINGS.exec(slashed(id))?.[3]}`,
              debugName: 'first-strings',
              test: (id) => FIRST_STRINGS.test(slashed(id)),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/api', '/cms', '/media', '/dev'].map((prefix) => [prefix, 'http://localhost:8080'])),
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          globalSetup: ['tests/helpers/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
