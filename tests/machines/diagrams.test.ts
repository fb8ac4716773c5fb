/**
 * Drift test: the committed docs/machines/ files must be exactly what `npm run diagrams`
 * writes from the machines in MACHINES today.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines';
import { renderIndex, renderMarkdown, renderSvg, toMermaid } from '../../src/cli/diagram';
import { allEdges } from '../helpers/transition-coverage';

const dir = 'docs/machines';
const read = (file: string) => (existsSync(`${dir}/${file}`) ? readFileSync(`${dir}/${file}`, 'utf8') : `(${dir}/${file} is missing)`);
const stale = (file: string) => `${dir}/${file} is stale: run \`npm run diagrams\` and commit the result`;

for (const [name, entry] of Object.entries(MACHINES)) {
  describe(`${name} machine diagrams`, () => {
    it(`${name}.md is up to date`, () => {
      expect(read(`${name}.md`), stale(`${name}.md`)).toBe(renderMarkdown(name, entry));
    });

    it(`${name}.svg is up to date`, async () => {
      expect(read(`${name}.svg`) === (await renderSvg(entry.machine)), stale(`${name}.svg`)).toBe(true);
    });

    it('the Mermaid diagram has one arrow per transition edge', () => {
      const arrows = toMermaid(entry.machine).split('\n').filter((l) => /^\s*\w+ --> \w+ : /.test(l));
      expect(arrows).toHaveLength(allEdges(entry.machine).length);
    });
  });
}

it('docs/machines/README.md is up to date', () => {
  expect(read('README.md'), stale('README.md')).toBe(renderIndex(MACHINES));
});

it('docs/machines/ has no pages of machines no longer registered', () => {
  const pages = readdirSync(dir).filter((f) => /\.(md|svg)$/.test(f) && f !== 'README.md');
  const expected = Object.keys(MACHINES).flatMap((n) => [`${n}.md`, `${n}.svg`]);
  expect(pages.filter((f) => !expected.includes(f)), 'run `npm run diagrams` to remove them').toEqual([]);
});
