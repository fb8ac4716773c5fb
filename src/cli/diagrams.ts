/**
 * `npm run diagrams`: writes every file of docs/machines/ (src/cli/diagram-docs.ts says which:
 * the index with the lifecycle overview in cn, tw and en, a page and drawing per machine — per
 * language for the domain machines — and the payment machine in parts); removes the files of
 * machines no longer registered. tests/machines/diagrams.test.ts fails when these files are stale.
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MACHINES } from '../../machines';
import { docFiles } from './diagram-docs';

const dir = 'docs/machines';
mkdirSync(dir, { recursive: true });

const files = await docFiles(MACHINES);
for (const [file, text] of files) writeFileSync(join(dir, file), text);
console.log(`wrote ${files.size} files in ${dir}/`);

for (const file of readdirSync(dir).sort()) {
  if (/\.(md|svg)$/.test(file) && !files.has(file)) {
    unlinkSync(join(dir, file));
    console.log(`removed ${dir}/${file} (no longer generated)`);
  }
}
