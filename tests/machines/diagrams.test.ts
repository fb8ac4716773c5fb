/**
 * Drift test: the committed docs/machines/ files must be exactly what `npm run diagrams`
 * writes from the machines in MACHINES today. And the auditor's pages: a domain machine is drawn
 * in cn, tw and en with each state's code and label, the actors' legend and the timers' values,
 * also when its meta is only partly written.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { setup } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import { MACHINES, type RegisteredMachine } from '../../machines';
import { ACTORS, type Words } from '../../machines/meta';
import { ACTOR_NAMES, LANGS, TEXT, fileOf, hasDomainMeta, renderMarkdown, renderSvg, stateNodes, toMermaid } from '../../src/cli/diagram';
import { docFiles, renderIndex } from '../../src/cli/diagram-docs';
import { allEdges } from '../helpers/transition-coverage';

const dir = 'docs/machines';
const read = (file: string) => (existsSync(`${dir}/${file}`) ? readFileSync(`${dir}/${file}`, 'utf8') : `(${dir}/${file} is missing)`);
const stale = (file: string) => `${dir}/${file} is stale: run \`npm run diagrams\` and commit the result`;

let expected: Map<string, string>;
beforeAll(async () => {
  expected = await docFiles(MACHINES);
}, 60_000);

describe('docs/machines/ is what `npm run diagrams` writes', () => {
  it('every generated file is up to date', () => {
    const stalePages = [...expected].filter(([file, text]) => read(file) !== text).map(([file]) => stale(file));
    expect(stalePages).toEqual([]);
  });

  it('has no pages of machines no longer registered', () => {
    const pages = readdirSync(dir).filter((f) => /\.(md|svg)$/.test(f));
    expect(pages.filter((f) => !expected.has(f)), 'run `npm run diagrams` to remove them').toEqual([]);
  });

  it('the index opens with the lifecycle overview in cn, tw and en, before any machine', () => {
    const index = renderIndex(MACHINES);
    const first = (s: string) => index.indexOf(s);
    for (const lang of LANGS) {
      expect(first(`](./${fileOf('overview', lang, 'md')})`)).toBeGreaterThan(0);
      expect(first(`![`) >= 0 && first(`./${fileOf('overview', lang, 'svg')}`)).toBeGreaterThan(0);
    }
    expect(first('./overview.cn.md')).toBeLessThan(first('./overview.md'));
    const machineLinks = Object.keys(MACHINES).map((n) => first(`(./${n}`)).filter((i) => i >= 0);
    expect(Math.min(...machineLinks)).toBeGreaterThan(first('./overview.svg'));
  });
});

for (const [name, entry] of Object.entries(MACHINES)) {
  describe(`${name} machine diagrams`, () => {
    it('the Mermaid diagram has one arrow per transition edge', () => {
      const arrows = toMermaid(entry.machine).split('\n').filter((l) => /^\s*\w+ --> \w+ : /.test(l));
      expect(arrows).toHaveLength(allEdges(entry.machine).length);
    });

    if (hasDomainMeta(entry.machine))
      it('is drawn for an auditor in cn, tw and en: every state with its code and label, and the legend', () => {
        expectAuditPages(name, entry, (f) => expected.get(f) ?? '');
      });
  });
}

// ---------------------------------------------------------------------------------------------

const W = (en: string, cn: string, tw: string): Words => ({ en, cn, tw });
/** The SVG with Graphviz's character references spelled out (it writes `-` as `&#45;`). */
const decode = (svg: string) =>
  svg.replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n))).replace(/&(lt|gt|quot|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[e]!);

/** Each page and drawing in its language names every state's code and label, and every actor. */
function expectAuditPages(name: string, entry: RegisteredMachine, file: (f: string) => string) {
  for (const lang of LANGS) {
    const page = file(fileOf(name, lang, 'md'));
    const svg = decode(file(fileOf(name, lang, 'svg')));
    for (const n of stateNodes(entry.machine)) {
      const meta = (n.meta ?? {}) as { code?: number; label?: Words };
      const label = meta.label?.[lang] ?? n.key;
      expect(page, `${name} ${lang} page: state ${n.key}`).toContain(label);
      expect(svg, `${name} ${lang} drawing: state ${n.key}`).toContain(`>${label}<`);
      if (meta.code !== undefined) {
        expect(page, `${name} ${lang} page: code of ${n.key}`).toMatch(new RegExp(`\\| ${meta.code} \\| ${label.replace(/[()]/g, '\\$&')} \\|`));
        expect(svg, `${name} ${lang} drawing: code of ${n.key}`).toContain(`${TEXT.code[lang]} ${meta.code} · ${n.key}`);
      }
    }
    expect(page).toContain(`**${TEXT.legend[lang]}**`);
    for (const a of ACTORS) {
      expect(page, `${name} ${lang} page: legend ${a}`).toContain(ACTOR_NAMES[a][lang]);
      expect(svg, `${name} ${lang} drawing: legend ${a}`).toContain(ACTOR_NAMES[a][lang]);
    }
  }
}

/** A small lifecycle with meta as machines/meta.ts has it, some of it missing on purpose. */
const sample = setup({
  types: { events: {} as { type: 'PAY'; amount: number } | { type: 'EXPIRE' } | { type: 'SHIP' } | { type: 'NOTE' } },
  guards: { isFullAmount: () => true, isShownToMember: () => true },
  actions: { recordPayment: () => {}, releaseStock: () => {}, recordShipment: () => {} },
}).createMachine({
  id: 'sample',
  initial: 'unpaid',
  states: {
    unpaid: {
      meta: { code: 5, label: W('Unpaid', '待付款', '待付款'), meaning: W('To be paid in time', '请按时付款', '請按時付款') },
      on: {
        PAY: {
          guard: 'isFullAmount',
          target: 'paid',
          actions: 'recordPayment',
          meta: { actors: ['provider'], label: W('Payment confirmed', '确认收款', '確認收款'), description: W('The provider says it is paid', '支付服务商确认', '支付服務商確認') },
        },
        EXPIRE: {
          target: 'closed',
          actions: 'releaseStock',
          meta: {
            actors: ['timer'],
            label: W('Time is up', '超时关闭', '逾時關閉'),
            description: W('Closed unpaid', '未付款关闭', '未付款關閉'),
            timer: { setting: 'ORDER_VALIDITY_S', defaultS: 86_400, sweep: { setting: 'ORDER_SWEEP_S', defaultS: 60 } },
          },
        },
      },
    },
    // no words for the guard of NOTE and no meta at all for it: identifiers stand in
    paid: {
      meta: { code: 10, label: W('Paid', '已付款', '已付款'), meaning: W('Waiting to be shipped', '等待发货', '等待出貨') },
      on: { SHIP: { target: 'shipped', actions: 'recordShipment', meta: { actors: ['staff', 'system'], label: W('Ship', '发货', '出貨') } }, NOTE: { guard: 'isShownToMember' } },
    },
    shipped: { meta: { code: 15, label: W('Shipped', '已发货', '已出貨') } },
    closed: { type: 'final', meta: { code: 7 } },
  },
});
const sampleEntry: RegisteredMachine & { words: unknown; enforcedBy: string[]; provedBy: string[] } = {
  machine: sample,
  file: 'machines/sample.machine.ts',
  summary: 'A sample lifecycle.',
  inputs: [undefined],
  events: [],
  words: { guards: { isFullAmount: W('the full amount was paid', '金额已付足', '金額已付足') }, actions: { recordPayment: W('records the payment', '记录付款', '記錄付款') } },
  enforcedBy: ['src/server/domain/sample.ts'],
  provedBy: ['tests/server/sample.test.ts'],
};

describe('a machine with meta is drawn for an auditor', () => {
  let files: Map<string, string>;
  beforeAll(async () => {
    files = new Map();
    for (const lang of LANGS) {
      files.set(fileOf('sample', lang, 'md'), renderMarkdown('sample', sampleEntry, lang));
      files.set(fileOf('sample', lang, 'svg'), await renderSvg(sample, { lang, entry: sampleEntry }));
    }
  });

  it('is a domain machine; the UI machines are not', () => {
    expect(hasDomainMeta(sample)).toBe(true);
    expect(hasDomainMeta(MACHINES.payment!.machine)).toBe(false);
  });

  it('every page and drawing, in cn, tw and en, has each state with its code and label, and the legend', () => {
    expectAuditPages('sample', sampleEntry, (f) => files.get(f)!);
    expect(files.get('sample.cn.md')).toContain('| 10 | 已付款 | 等待发货 |');
    expect(files.get('sample.tw.md')).toContain('| 10 | 已付款 | 等待出貨 |');
    expect(files.get('sample.md')).toContain('| 10 | Paid | Waiting to be shipped |');
  });

  it('each page links the other two languages, the server file that enforces it and the test that proves it', () => {
    expect(files.get('sample.md')).toContain('[简体中文](./sample.cn.md) · [繁體中文](./sample.tw.md) · **English**');
    expect(files.get('sample.cn.md')).toContain('**简体中文** · [繁體中文](./sample.tw.md) · [English](./sample.md)');
    for (const page of [files.get('sample.md')!, files.get('sample.cn.md')!, files.get('sample.tw.md')!]) {
      expect(page).toContain('[`src/server/domain/sample.ts`](../../src/server/domain/sample.ts)');
      expect(page).toContain('[`tests/server/sample.test.ts`](../../tests/server/sample.test.ts)');
    }
  });

  it('guards and effects in plain words, the identifier where no word is given', () => {
    expect(files.get('sample.md')).toContain('only if: the full amount was paid');
    expect(files.get('sample.cn.md')).toContain('条件: 金额已付足');
    expect(files.get('sample.tw.md')).toContain('執行: 記錄付款');
    expect(files.get('sample.md')).toContain('then: releaseStock'); // no words for it
    expect(files.get('sample.md')).toContain('only if: isShownToMember');
    expect(files.get('sample.md')).toContain(`| Paid | (stays) | NOTE (\`NOTE\`) | ${TEXT.unknownActor.en} | only if: isShownToMember |`);
    expect(files.get('sample.cn.svg')).toContain('>条件: 金额已付足<');
  });

  it('a timer shows its value and setting, and the sweep that sends it', () => {
    expect(files.get('sample.md')).toContain('after 86,400 s (24 h) — setting ORDER_VALIDITY_S');
    expect(files.get('sample.md')).toContain('checked every 60 s — setting ORDER_SWEEP_S');
    expect(files.get('sample.cn.md')).toContain('86,400 秒（24 小时）后 — 设置项 ORDER_VALIDITY_S');
    const svg = decode(files.get('sample.tw.svg')!);
    for (const text of ['86,400 秒', 'ORDER_VALIDITY_S', 'ORDER_SWEEP_S']) expect(svg).toContain(text);
  });

  it('arrows are coloured by who may send them; a state without label is named by its key', () => {
    const svg = files.get('sample.svg')!;
    expect(svg).toMatch(/stroke="#aa3377"|stroke="#AA3377"/i); // provider
    expect(svg).toMatch(/stroke="#d55e00"/i); // timer
    expect(svg).toMatch(/stroke="#009e73"/i); // staff (with system beside it)
    expect(svg).toContain('>closed<');
  });

  it('the drawings name a font list with the common CJK fonts of each script', () => {
    expect(files.get('sample.cn.svg')).toMatch(/font-family="[^"]*PingFang SC[^"]*Microsoft YaHei[^"]*Noto Sans CJK SC/);
    expect(files.get('sample.tw.svg')).toMatch(/font-family="[^"]*PingFang TC[^"]*Microsoft JhengHei[^"]*Noto Sans CJK TC/);
  });

  it('the text of each label is centred on a box wide enough for it', () => {
    const svg = files.get('sample.cn.svg')!;
    expect(svg).not.toContain('\u2063'); // the width markers are gone
    expect(svg).not.toMatch(/text-anchor="start"/);
  });
});
