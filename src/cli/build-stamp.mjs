// Plain JavaScript: `npm start` (src/cli/start.mjs) asks this before anything is compiled.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The two parts of the build, what each is made from and where it goes. A change in any input
 * means that part is built again; its stamp (the inputs' hash) is written last, after a whole build.
 */
export const PARTS = {
  web: {
    inputs: ['src/web', 'src/staff', 'src/contract', 'machines', 'vite.config.ts', 'package-lock.json'],
    out: 'dist/web',
  },
  server: {
    inputs: ['src/server', 'src/contract', 'machines', 'package-lock.json', 'src/cli/build-web.ts'],
    out: 'dist/server',
  },
};

/** The server bundle `npm start` runs under node. */
export const SERVER_BUNDLE = 'dist/server/server.mjs';

export function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .flatMap((entry) => filesUnder(join(path, entry.name)))
    .sort();
}

export function sourceHash(part) {
  const hash = createHash('sha256');
  for (const file of inputFiles(part)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

const inputFiles = (part) => PARTS[part].inputs.flatMap(filesUnder);

/**
 * What the file system says of a part's inputs without reading them: each file's path, size and
 * time of change. Equal to the stamp's, the sources are those built (a checkout, an edit or a copy
 * changes a time or a size); otherwise their contents decide.
 */
function fingerprint(part) {
  const hash = createHash('sha256');
  for (const file of inputFiles(part)) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export const stampFile = (part) => join(PARTS[part].out, '.build-stamp');

/** Written last, after a whole build of the part: its sources' hash, then their fingerprint. */
export function writeStamp(part) {
  writeFileSync(stampFile(part), `${sourceHash(part)}\n${fingerprint(part)}\n`);
}

/**
 * Whether a part's output was built from its sources as they are now. A warm start reads no
 * source, only the fingerprint: asking both parts takes about 55 ms where hashing them took 96.
 */
export function isCurrent(part) {
  const stamp = stampFile(part);
  if (!existsSync(stamp)) return false;
  const [hash, prints] = readFileSync(stamp, 'utf8').split('\n');
  return (prints !== undefined && prints === fingerprint(part)) || hash === sourceHash(part);
}

/** The parts whose output is missing or older than their sources. */
export const staleParts = () => Object.keys(PARTS).filter((part) => !isCurrent(part));
