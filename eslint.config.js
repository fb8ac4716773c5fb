// @ts-check
import { readdirSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import boundaries (docs/architecture.md): machines import only xstate and src/contract;
 * web and server never import each other; no feature imports another; components import no
 * feature, app module or machine; only the request helper calls fetch in the browser. The staff
 * console (src/staff) is a build of its own: it and the public site never import each other, the
 * server imports neither, and its components are presentational too.
 */
const zones = [
  { target: './machines', from: './src/web', message: 'machines are pure: no browser code' },
  { target: './machines', from: './src/server', message: 'machines are pure: no server code' },
  { target: './machines', from: './src/cli' },
  { target: './src/web', from: './src/server', message: 'web and server never import each other' },
  { target: './src/server', from: './src/web', message: 'web and server never import each other' },
  { target: './src/contract', from: ['./src/web', './src/server', './machines', './src/cli'], message: 'the contract depends on nothing of ours' },
  { target: './src/web/components', from: ['./src/web/features', './src/web/app', './machines'], message: 'components are presentational' },
  { target: './src/web/lib', from: ['./src/web/features', './src/web/app', './src/web/components'] },
  { target: './src/staff', from: ['./src/web', './src/server'], message: 'the staff console is a build of its own: no public-site or server code' },
  { target: './src/web', from: './src/staff', message: 'the public site never loads console code' },
  { target: './src/server', from: './src/staff', message: 'web and server never import each other' },
  { target: './machines', from: './src/staff', message: 'machines are pure: no browser code' },
  { target: './src/staff/components', from: ['./src/staff/screens', './src/staff/app', './machines'], message: 'components are presentational' },
  { target: './src/staff/lib', from: ['./src/staff/screens', './src/staff/app', './src/staff/components'] },
  ...features.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`],
    message: 'no feature imports another',
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'docs/**', 'data/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!xstate$|\\.)', message: 'machines import only xstate and src/contract' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/api-client.ts', 'src/web/lib/upload.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'only src/web/lib/api-client.ts (and upload.ts) call fetch' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'only src/web/lib/api-client.ts calls fetch' },
        { object: 'globalThis', property: 'fetch', message: 'only src/web/lib/api-client.ts calls fetch' },
      ],
    },
  },
  {
    files: ['src/staff/**/*.{ts,tsx}'],
    ignores: ['src/staff/lib/api.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'only src/staff/lib/api.ts calls fetch in the console' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'only src/staff/lib/api.ts calls fetch in the console' },
        { object: 'globalThis', property: 'fetch', message: 'only src/staff/lib/api.ts calls fetch in the console' },
      ],
    },
  },
);
