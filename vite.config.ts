/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

/**
 * The SPA lives in src/web and builds to dist/web, served by our own server
 * (`npm run dev:web` serves it with hot reload and proxies the API to :8080).
 * Tests: the `unit` project (machines, contract, web, server) and the `e2e` project
 * (Playwright driving Debian's Chromium against the built app and a real server).
 */
export default defineConfig({
  root: 'src/web',
  publicDir: false,
  base: './',
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
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
});
