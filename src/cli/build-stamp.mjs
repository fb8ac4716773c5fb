// Plain JavaScript: `npm start` (src/cli/start.mjs) asks this before anything is compiled.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
  for (const file of PARTS[part].inputs.flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

export const stampFile = (part) => join(PARTS[part].out, '.build-stamp');

/** Whether a part's output was built from its sources as they are now. */
export function isCurrent(part) {
  const stamp = stampFile(part);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash(part);
}

/** The parts whose output is missing or older than their sources. */
export const staleParts = () => Object.keys(PARTS).filter((part) => !isCurrent(part));
