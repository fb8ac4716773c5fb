import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Everything the browser bundle is made from; a change in any of it means a rebuild. */
const INPUTS = ['src/web', 'src/staff', 'src/contract', 'machines', 'vite.config.ts', 'package-lock.json'];
const OUT = 'dist/web';
const STAMP = join(OUT, '.build-stamp');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .flatMap((entry) => filesUnder(join(path, entry.name)))
    .sort();
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

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
    await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
    // the staff console (dist/web/staff): a second run, so it shares no chunk with the public site
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', mode: 'staff' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  compressAssets();
  writeFileSync(STAMP, sourceHash());
}

/** Builds only when the sources changed since the last build, so a warm restart is quick. */
export async function buildWebIfChanged(): Promise<boolean> {
  const current = sourceHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === current) return false;
  await buildWeb();
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildWeb();
  console.log(`built ${OUT}`);
}
