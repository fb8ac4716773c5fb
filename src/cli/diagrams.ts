/**
 * `npm run diagrams`: writes docs/machines/<name>.md and <name>.svg for every machine in
 * MACHINES, and docs/machines/README.md; removes the pages of machines no longer registered.
 * tests/machines/diagrams.test.ts fails when these files are stale.
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MACHINES } from '../../machines';
import { renderIndex, renderMarkdown, renderSvg } from './diagram';

const dir = 'docs/machines';
mkdirSync(dir, { recursive: true });

for (const [name, entry] of Object.entries(MACHINES)) {
  if (!/^[A-Za-z][\w-]*$/.test(name) || name === 'README') throw new Error(`machine name "${name}" cannot be a file name`);
  writeFileSync(join(dir, `${name}.md`), renderMarkdown(name, entry));
  writeFileSync(join(dir, `${name}.svg`), await renderSvg(entry.machine));
  console.log(`wrote ${dir}/${name}.md, ${name}.svg`);
}
writeFileSync(join(dir, 'README.md'), renderIndex(MACHINES));
console.log(`wrote ${dir}/README.md`);

for (const file of readdirSync(dir).sort()) {
  const m = /^(.+)\.(md|svg)$/.exec(file);
  if (m && file !== 'README.md' && !Object.hasOwn(MACHINES, m[1]!)) {
    unlinkSync(join(dir, file));
    console.log(`removed ${dir}/${file} (machine no longer registered)`);
  }
}
