import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesUnder, isCurrent, PARTS, SERVER_BUNDLE, writeStamp, type BuildPart } from './build-stamp.mjs';

const OUT = PARTS.web.out;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/** Pre-compressed copies next to every text asset, served by @fastify/static. */
export function compressAssets(dir = OUT) {
  for (const file of filesUnder(dir).filter((f) => COMPRESSIBLE.test(f))) {
    const data = readFileSync(file);
    if (data.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}

export async function buildWeb() {
  // loaded only when something is built: importing Vite alone takes about a second
  const { build } = await import('vite');
  // Vite's build sets process.env.NODE_ENV=production for the rest of the process; put it back
  const nodeEnv = process.env.NODE_ENV;
  try {
    // a renderer left from an earlier build must not outlive the client it was built with
    rmSync('dist/web-ssr', { recursive: true, force: true });
    await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
    // the staff console (dist/web/staff): a second run, so it shares no chunk with the public site
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', mode: 'staff' });
    // the first screen's server renderer (dist/web-ssr): the same components, for Node
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', mode: 'ssr' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  compressAssets();
  writeStamp('web');
}

/** Builds only when the sources changed since the last build, so a warm restart is quick. */
export async function buildWebIfChanged(): Promise<boolean> {
  if (isCurrent('web')) return false;
  await buildWeb();
  return true;
}

/**
 * The server as one ES module, dist/server/server.mjs, run by `npm start` under plain node: our
 * TypeScript (src/server, src/contract, machines) bundled with kysely and otpauth, every other
 * package in node_modules left an import. Files the server reads next to its own modules are copied to the same place relative
 * to the bundle: src/server/regions/ (read as ../regions/ from src/server/domain) to dist/regions/.
 */
export async function buildServer() {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      publicDir: false,
      // pure JavaScript packages of many small modules, bundled: node then resolves, reads and
      // compiles one file instead of hundreds (kysely alone took 100 ms of a 1.2 s start); the
      // rest stay imports — the first screen's renderer (dist/web-ssr) loads xstate, zod and
      // rosetta from node_modules, which bundled would be loaded twice
      ssr: { noExternal: ['kysely', 'otpauth'] },
      build: {
        ssr: 'src/server/server.ts',
        outDir: PARTS.server.out,
        // one file, overwritten; other files in dist/server are not this build's to remove
        emptyOutDir: false,
        target: 'node20',
        minify: false,
        sourcemap: false,
        reportCompressedSize: false,
        rolldownOptions: { output: { entryFileNames: SERVER_BUNDLE.slice(PARTS.server.out.length + 1), codeSplitting: false } },
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  mkdirSync('dist/regions', { recursive: true });
  cpSync('src/server/regions', 'dist/regions', { recursive: true });
  writeStamp('server');
}

/** `npm start` and `npm run build`: each part built when its sources changed; the parts built. */
export async function buildIfChanged(): Promise<BuildPart[]> {
  const built: BuildPart[] = [];
  if (await buildWebIfChanged()) built.push('web');
  if (!isCurrent('server')) {
    await buildServer();
    built.push('server');
  }
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildWeb();
  await buildServer();
  console.log(`built ${OUT} and ${SERVER_BUNDLE}`);
}
