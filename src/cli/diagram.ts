/**
 * Mermaid and Graphviz DOT text for the registered machines, read straight from their state
 * nodes (so `always` transitions, which toDirectedGraph leaves out, are drawn too), and the
 * Markdown pages of docs/machines/. Output is deterministic: document order throughout.
 *
 * A domain machine (one whose states carry `meta` following machines/meta.ts) is drawn for an
 * auditor, once per language: each state with its label, code and meaning; each transition with
 * its label, coloured and styled by who may send it (legend in every drawing), its guard and
 * effects in the plain words of the registry entry's `words` (the identifier where a word is
 * missing), and a timer's setting and default. Any piece of meta that is missing falls back to
 * the identifier, so a machine whose meta is partly written still draws. Other machines (the
 * UI's) are drawn with their identifiers, in English only.
 */
import type { Viz } from '@viz-js/viz';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { ACTORS, isActor, type Actor, type DomainStateMeta, type DomainTransitionMeta, type MachineWords, type Words } from '../../machines/meta';
import type { RegisteredMachine } from '../../machines/registry';

export interface DiagramEdge {
  source: AnyStateNode;
  target: AnyStateNode;
  transition: AnyTransitionDefinition;
}

const children = (n: AnyStateNode): AnyStateNode[] => Object.values(n.states);
const hasChildren = (n: AnyStateNode) => children(n).length > 0;
const ancestors = (n: AnyStateNode): AnyStateNode[] => (n.parent ? [n.parent, ...ancestors(n.parent)] : []);

/** Every state node below the root, in document order. */
export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (n: AnyStateNode): AnyStateNode[] => children(n).flatMap((c) => [c, ...walk(c)]);
  return walk(machine.root);
}

/** Every transition edge (root and `always` included): one per target; a targetless transition is a self edge. */
export function transitionEdges(machine: AnyStateMachine): DiagramEdge[] {
  return [machine.root, ...stateNodes(machine)].flatMap((source) =>
    [...[...source.transitions.values()].flat(), ...(source.always ?? [])].flatMap((transition) =>
      (transition.target?.length ? transition.target : [source]).map((target) => ({ source, target, transition })),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Languages and the words of the pages

/** The languages of the drawn documents; an auditor who reads Chinese comes first. */
export const LANGS = ['cn', 'tw', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** `<base>.md` in English, `<base>.cn.md` and `<base>.tw.md` in Chinese (likewise .svg). */
export const fileOf = (base: string, lang: Lang, ext: 'md' | 'svg') => `${base}${lang === 'en' ? '' : `.${lang}`}.${ext}`;

export const LANG_NAMES: Record<Lang, string> = { cn: '简体中文', tw: '繁體中文', en: 'English' };

/** Words of the pages and drawings themselves (the machines bring their own). */
export const TEXT = {
  stateMachine: { en: 'state machine', cn: '状态机', tw: '狀態機' },
  generated: {
    en: (file: string) => `Generated from \`${file}\` by \`npm run diagrams\`; do not edit.`,
    cn: (file: string) => `由 \`${file}\` 经 \`npm run diagrams\` 生成，请勿手工编辑。`,
    tw: (file: string) => `由 \`${file}\` 經 \`npm run diagrams\` 產生，請勿手動編輯。`,
  },
  otherLanguages: { en: 'Other languages', cn: '其他语言', tw: '其他語言' },
  enforcedBy: { en: 'Enforced on the server by', cn: '服务端执行', tw: '伺服器執行' },
  provedBy: { en: 'Proved by the tests', cn: '测试验证', tw: '測試驗證' },
  none: { en: '(not yet named)', cn: '（尚未注明）', tw: '（尚未註明）' },
  drawing: { en: 'Drawing', cn: '状态图', tw: '狀態圖' },
  drawnWith: { en: 'Drawn with the machines it is linked to', cn: '与之联动的状态机', tw: '與之連動的狀態機' },
  legend: { en: 'Legend', cn: '图例', tw: '圖例' },
  legendLine: {
    en: 'Each arrow is drawn in the colour and line of who may send it:',
    cn: '每个箭头的颜色和线型表示谁可以发起该操作：',
    tw: '每個箭頭的顏色和線型表示誰可以發起該操作：',
  },
  states: { en: 'States', cn: '状态', tw: '狀態' },
  transitions: { en: 'Transitions', cn: '状态转换', tw: '狀態轉換' },
  code: { en: 'Code', cn: '状态码', tw: '狀態碼' },
  state: { en: 'State', cn: '状态', tw: '狀態' },
  meaning: { en: 'Meaning', cn: '含义', tw: '含義' },
  identifier: { en: 'Name in the code', cn: '代码中的名称', tw: '程式中的名稱' },
  from: { en: 'From', cn: '从', tw: '從' },
  to: { en: 'To', cn: '到', tw: '到' },
  event: { en: 'Event', cn: '事件', tw: '事件' },
  who: { en: 'Who may send it', cn: '谁可以发起', tw: '誰可以發起' },
  whatHappens: { en: 'What happens', cn: '说明', tw: '說明' },
  onlyIf: { en: 'only if', cn: '条件', tw: '條件' },
  then: { en: 'then', cn: '执行', tw: '執行' },
  timer: { en: 'Timer', cn: '定时', tw: '定時' },
  initial: { en: 'first state', cn: '初始状态', tw: '初始狀態' },
  final: { en: 'final', cn: '终止', tw: '終止' },
  otherwise: { en: 'otherwise (when no branch above applies)', cn: '否则（以上条件都不满足时）', tw: '否則（以上條件都不滿足時）' },
  not: { en: 'not', cn: '并非', tw: '並非' },
  and: { en: 'and', cn: '且', tw: '且' },
  or: { en: 'or', cn: '或', tw: '或' },
  sameState: { en: '(stays)', cn: '（不变）', tw: '（不變）' },
  unknownActor: { en: 'not yet said', cn: '尚未注明', tw: '尚未註明' },
  mermaid: { en: 'The same transitions as Mermaid text (identifiers)', cn: '同一组状态转换的 Mermaid 文本（代码名称）', tw: '同一組狀態轉換的 Mermaid 文字（程式名稱）' },
} as const;

/** Who may send an event, named for people. */
export const ACTOR_NAMES: Record<Actor, Words> = {
  member: { en: 'member', cn: '会员', tw: '會員' },
  staff: { en: 'staff', cn: '员工', tw: '員工' },
  provider: { en: 'payment provider', cn: '支付服务商', tw: '支付服務商' },
  timer: { en: 'timer', cn: '定时器', tw: '定時器' },
  system: { en: 'system', cn: '系统', tw: '系統' },
};

/** Okabe–Ito colours (told apart with colour blindness) and a line style each, for print in grey. */
export const ACTOR_STYLE: Record<Actor, { color: string; style: string; penwidth: number }> = {
  member: { color: '#0072B2', style: 'solid', penwidth: 1.4 },
  staff: { color: '#009E73', style: 'bold', penwidth: 2.2 },
  provider: { color: '#AA3377', style: 'dashed', penwidth: 1.6 },
  timer: { color: '#D55E00', style: 'dotted', penwidth: 2 },
  system: { color: '#555555', style: 'dashed', penwidth: 1.2 },
};
const UNKNOWN_STYLE = { color: '#000000', style: 'solid', penwidth: 1 };

/** Latin first, then the common CJK fonts of macOS, Windows and Linux; the browser falls back glyph by glyph. */
export const FONT_FAMILY: Record<Lang, string> = {
  en: 'Helvetica, Arial, PingFang SC, Microsoft YaHei, Noto Sans CJK SC, Source Han Sans SC, WenQuanYi Micro Hei, sans-serif',
  cn: 'Helvetica, Arial, PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, Source Han Sans SC, WenQuanYi Micro Hei, sans-serif',
  tw: 'Helvetica, Arial, PingFang TC, Hiragino Sans CNS, Microsoft JhengHei, Noto Sans CJK TC, Source Han Sans TC, WenQuanYi Micro Hei, sans-serif',
};
const MONO = 'Menlo, Consolas, DejaVu Sans Mono, monospace';

// ---------------------------------------------------------------------------------------------
// Meta, read defensively: a machine's meta may be partly written

const isWords = (w: unknown): w is Partial<Words> => typeof w === 'object' && w !== null;

/** A text in the language, else in English, else the fallback (an identifier). */
export function say(w: unknown, lang: Lang, fallback: string): string {
  if (typeof w === 'string') return w;
  if (!isWords(w)) return fallback;
  return w[lang] || w.en || fallback;
}

const stateMeta = (n: AnyStateNode): Partial<DomainStateMeta> => (n.meta ?? {}) as Partial<DomainStateMeta>;
const transitionMeta = (t: AnyTransitionDefinition): Partial<DomainTransitionMeta> =>
  ((t as { meta?: unknown }).meta ?? {}) as Partial<DomainTransitionMeta>;
const codeOf = (n: AnyStateNode) => stateMeta(n).code as unknown;

/** The actors a transition names (unknown names left out). */
export const actorsOf = (t: AnyTransitionDefinition): Actor[] => {
  const actors = transitionMeta(t).actors;
  return Array.isArray(actors) ? actors.filter(isActor) : [];
};

/** A domain machine: some state has a label or some transition names its actors. */
export function hasDomainMeta(machine: AnyStateMachine): boolean {
  return stateNodes(machine).some((n) => stateMeta(n).label !== undefined) || transitionEdges(machine).some((e) => actorsOf(e.transition).length > 0);
}

/** The registry entry's fields for auditors, all optional. */
export interface AuditEntry {
  words?: Partial<MachineWords>;
  enforcedBy?: readonly string[];
  provedBy?: readonly string[];
  drawnWith?: ReadonlyArray<{ name: string; how: Words }>;
}
const audit = (entry: RegisteredMachine) => entry as RegisteredMachine & AuditEntry;

function nameOf(x: unknown): string {
  if (typeof x === 'string') return x;
  const o = x as { name?: string; type?: string; guards?: unknown[] } | undefined;
  const name = (typeof x === 'function' && o?.name) || o?.type || 'inline';
  return o?.guards ? `${name}(${o.guards.map(nameOf).join(', ')})` : name; // and/or/not
}

/** A guard in plain words; `and`/`or`/`not` spelled out. */
function guardWords(g: unknown, words: Partial<MachineWords> | undefined, lang: Lang): string {
  const o = g as { name?: string; guards?: unknown[] };
  if (typeof g === 'function' && o.guards) {
    const parts = o.guards.map((x) => guardWords(x, words, lang));
    if (o.name === 'not') return `${TEXT.not[lang]} ${parts[0]}`;
    return parts.join(` ${o.name === 'or' ? TEXT.or[lang] : TEXT.and[lang]} `);
  }
  const name = nameOf(g);
  return say(words?.guards?.[name], lang, name);
}

// ---------------------------------------------------------------------------------------------
// Labels

function eventLabel(t: AnyTransitionDefinition & { delay?: number | string }, machine: AnyStateMachine): string {
  const type = t.eventType;
  if (type === '') return 'always';
  if (type.startsWith('xstate.after.')) {
    const ms = typeof t.delay === 'number' ? t.delay : machine.implementations.delays[t.delay ?? ''];
    if (typeof t.delay === 'number') return `after ${t.delay} ms`;
    return typeof ms === 'number' ? `after ${t.delay} (${ms} ms)` : `after ${t.delay}`;
  }
  return type
    .replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$1 $2')
    .replace(/^xstate\.done\.state\..*$/, 'done');
}

/** Whether a transition is a later branch of its event with no guard of its own. */
const isElse = (t: AnyTransitionDefinition) => {
  const branches = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
  return !t.guard && Boolean(branches?.indexOf(t));
};

/** `EVENT [guard] / action, action` */
export function edgeLabel(t: AnyTransitionDefinition, machine: AnyStateMachine, sep = ' '): string {
  const guard = t.guard ? ` [${nameOf(t.guard)}]` : isElse(t) ? ' [else]' : '';
  const actions = t.actions.length ? `${sep}/ ${t.actions.map(nameOf).join(', ')}` : '';
  return eventLabel(t, machine) + guard + actions;
}

// the raise/cancel pair XState adds to entry/exit for each `after`
const isAfterPlumbing = (a: unknown) => /^xstate\.after\./.test(String((a as { id?: string; sendId?: string }).id ?? (a as { sendId?: string }).sendId ?? ''));

/** entry actions, invokes, exit actions */
function stateNotes(n: AnyStateNode): string[] {
  const list = (acts: unknown[]) => acts.filter((a) => !isAfterPlumbing(a)).map(nameOf).join(', ');
  const notes: string[] = [];
  if (list(n.entry)) notes.push(`entry / ${list(n.entry)}`);
  for (const inv of n.invoke) notes.push(`invoke ${inv.id}${typeof inv.src === 'string' && inv.src !== inv.id ? ` (${inv.src})` : ''}`);
  if (list(n.exit)) notes.push(`exit / ${list(n.exit)}`);
  return notes;
}

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** `86,400 s (24 h)` / `86,400 秒（24 小时）` */
export function seconds(s: number, lang: Lang): string {
  const unit = { en: ' s', cn: ' 秒', tw: ' 秒' }[lang];
  const big =
    s >= 86_400 && s % 3_600 === 0 ? { n: s / 3_600, en: 'h', cn: '小时', tw: '小時' } : s >= 120 && s % 60 === 0 ? { n: s / 60, en: 'min', cn: '分钟', tw: '分鐘' } : null;
  const more = big ? (lang === 'en' ? ` (${grouped(big.n)} ${big.en})` : `（${grouped(big.n)} ${big[lang]}）`) : '';
  return `${grouped(s)}${unit}${more}`;
}

/** The timer of a transition in words: when it fires, and the sweep that sends it. */
export function timerWords(t: AnyTransitionDefinition, lang: Lang): string[] {
  const timer = transitionMeta(t).timer;
  if (!timer || typeof timer.defaultS !== 'number') return [];
  const lines = [
    {
      en: `after ${seconds(timer.defaultS, lang)} — setting ${timer.setting}`,
      cn: `${seconds(timer.defaultS, lang)}后 — 设置项 ${timer.setting}`,
      tw: `${seconds(timer.defaultS, lang)}後 — 設定項 ${timer.setting}`,
    }[lang],
  ];
  const sweep = (timer as { sweep?: { setting: string; defaultS: number } }).sweep;
  if (sweep && typeof sweep.defaultS === 'number')
    lines.push(
      {
        en: `checked every ${seconds(sweep.defaultS, lang)} — setting ${sweep.setting}`,
        cn: `每 ${seconds(sweep.defaultS, lang)}检查一次 — 设置项 ${sweep.setting}`,
        tw: `每 ${seconds(sweep.defaultS, lang)}檢查一次 — 設定項 ${sweep.setting}`,
      }[lang],
    );
  return lines;
}

/** What a domain transition's edge says: label, event and actors, guard, effects, timer. */
function domainEdgeText(e: DiagramEdge, entry: RegisteredMachine, lang: Lang) {
  const t = e.transition;
  const meta = transitionMeta(t);
  const words = audit(entry).words;
  const actors = actorsOf(t);
  return {
    label: say(meta.label, lang, eventLabel(t, entry.machine)),
    event: eventLabel(t, entry.machine),
    actors,
    who: actors.length ? actors.map((a) => ACTOR_NAMES[a][lang]).join(lang === 'en' ? ', ' : '、') : TEXT.unknownActor[lang],
    /** `only if: …`, or `otherwise` for a later branch without a guard */
    guard: t.guard ? `${TEXT.onlyIf[lang]}: ${guardWords(t.guard, words, lang)}` : isElse(t) ? TEXT.otherwise[lang] : '',
    effects: t.actions.filter((a) => !isAfterPlumbing(a)).map((a) => say(words?.actions?.[nameOf(a)], lang, nameOf(a))),
    description: say(meta.description, lang, ''),
    timer: timerWords(t, lang),
  };
}

// ---------------------------------------------------------------------------------------------
// Mermaid

/** Diagram ids: `s_<path>` for states, `root` for the machine; unique. */
function nodeIds(machine: AnyStateMachine) {
  const ids = new Map<AnyStateNode, string>();
  const used = new Set<string>();
  for (const n of [machine.root, ...stateNodes(machine)]) {
    let id = n.path.length ? `s_${n.path.map((k) => k.replace(/\W/g, '_')).join('__')}` : 'root';
    while (used.has(id)) id += '_';
    used.add(id);
    ids.set(n, id);
  }
  return (n: AnyStateNode) => ids.get(n)!;
}

/** Transitions of a state with children start from an "(any state)" node drawn inside it. */
const ownsEdges = (n: AnyStateNode, edges: DiagramEdge[]) => hasChildren(n) && edges.some((e) => e.source === n);
const fromAny = (e: DiagramEdge) => hasChildren(e.source);
const toAny = (e: DiagramEdge) => e.target === e.source && hasChildren(e.source);

/** Where an edge is written: the deepest state containing both ends. */
function edgeBlock(e: DiagramEdge): AnyStateNode {
  const from = fromAny(e) ? e.source : e.source.parent!;
  const to = toAny(e) ? e.target : e.target.parent ?? e.target;
  const fromChain = [from, ...ancestors(from)];
  return [to, ...ancestors(to)].find((n) => fromChain.includes(n))!;
}

/** Mermaid stateDiagram-v2 text (identifiers; a domain machine's state notes add label and code). */
export function toMermaid(machine: AnyStateMachine): string {
  const id = nodeIds(machine);
  const edges = transitionEdges(machine);
  const clean = (s: string) => s.replace(/"/g, "'").replace(/[;#]/g, ' ');
  const out = ['stateDiagram-v2', '  direction LR'];
  const emit = (parent: AnyStateNode, indent: string) => {
    if (parent.type === 'compound' && parent.initial) out.push(`${indent}[*] --> ${id(parent.initial.target[0]!)}`);
    if (ownsEdges(parent, edges)) out.push(`${indent}state "(any state)" as ${id(parent)}__any`);
    for (const c of children(parent)) {
      out.push(`${indent}state "${clean(c.key)}" as ${id(c)}`);
      const code = codeOf(c);
      for (const note of [...(code !== undefined ? [`code ${String(code)}`] : []), ...stateNotes(c)]) out.push(`${indent}${id(c)} : ${clean(note)}`);
      if (hasChildren(c)) {
        out.push(`${indent}state ${id(c)} {`);
        emit(c, `${indent}  `);
        out.push(`${indent}}`);
      }
      if (c.type === 'final') out.push(`${indent}${id(c)} --> [*]`);
    }
    for (const e of edges.filter((x) => edgeBlock(x) === parent)) {
      const from = fromAny(e) ? `${id(e.source)}__any` : id(e.source);
      const to = toAny(e) ? `${id(e.target)}__any` : id(e.target);
      const actors = actorsOf(e.transition);
      out.push(`${indent}${from} --> ${to} : ${clean(edgeLabel(e.transition, machine))}${actors.length ? ` (${actors.join(', ')})` : ''}`);
    }
  };
  emit(machine.root, '  ');
  return `${out.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Graphviz: HTML-like labels whose cells are as wide as the text will be (Graphviz's own
// estimate knows Latin letters only, and the fonts that draw CJK are wider than it thinks)

/** A rough upper bound of a text's width, in points, at a font size. */
export function textWidth(text: string, size: number, mono = false): number {
  let em = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if ((c >= 0x2e80 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xff00 && c <= 0xffef) || (c >= 0x3000 && c <= 0x303f)) em += 1.05;
    else if (mono) em += 0.62;
    else if (/[ il.,:;|!'()[\]]/.test(ch)) em += 0.34;
    else if (/[mwMW@%]/.test(ch)) em += 0.92;
    else if (/[A-Z]/.test(ch)) em += 0.72;
    else em += 0.6;
  }
  return em * size;
}

/** Lines of at most `width` points: breaks at spaces, or between CJK characters. */
export function wrap(text: string, width: number, size: number): string[] {
  const tokens = text.match(/[（「『“]*[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f][，。、；：）」』”！？,.;:)]*|\S+?(?=[（「『“\u2e80-\u9fff]|\s|$)|\s+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const tok of tokens) {
    if (/^\s+$/.test(tok)) {
      if (line) line += ' ';
      continue;
    }
    if (line.trim() && !/[:：]$/.test(line.trim()) && textWidth(line + tok, size) > width) {
      lines.push(line.trim());
      line = tok;
    } else line += tok;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface Line {
  text: string;
  size?: number;
  bold?: boolean;
  color?: string;
  mono?: boolean;
}
const BASE = 11;

/**
 * One borderless, left-aligned table cell per line, each at least as wide as its text. A first,
 * one-point row names the table's width; `centreText` then centres every line on it in the SVG
 * (Graphviz places HTML text from the start at its own, too narrow, estimate).
 */
export function htmlTable(lines: Line[], opts: { bg?: string } = {}): string {
  const cells = lines.map((l) => {
    const size = l.size ?? BASE;
    const w = Math.ceil(textWidth(l.text, size, l.mono) + (l.bold ? size * 0.08 * [...l.text].length : 0));
    let inner = esc(l.text);
    if (l.bold) inner = `<B>${inner}</B>`;
    const attrs = [size !== BASE ? ` POINT-SIZE="${size}"` : '', l.color ? ` COLOR="${l.color}"` : '', l.mono ? ` FACE="${MONO}"` : ''].join('');
    if (attrs) inner = `<FONT${attrs}>${inner}</FONT>`;
    return { w, inner, h: Math.ceil(size * 1.3) };
  });
  const width = Math.max(1, ...cells.map((c) => c.w));
  const marker = `<TR><TD ALIGN="LEFT" HEIGHT="1" WIDTH="${width}"><FONT POINT-SIZE="1">${WIDTH_MARK}${width}</FONT></TD></TR>`;
  const rows = cells.map((c) => `<TR><TD ALIGN="LEFT" WIDTH="${width}" HEIGHT="${c.h}">${c.inner}</TD></TR>`);
  return `<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0"${opts.bg ? ` BGCOLOR="${opts.bg}"` : ''}>${marker}${rows.join('')}</TABLE>`;
}
export const htmlLabel = (lines: Line[], opts: { bg?: string } = {}) => `<${htmlTable(lines, opts)}>`;

const WIDTH_MARK = '\u2063w'; // invisible separator: never in a machine's words
/** Centres each line of an HTML label on the width its table's marker row names, and drops the marker. */
export function centreText(svg: string): string {
  return svg
    .split(/(?=<g id=)/)
    .map((chunk) => {
      let centre: number | null = null;
      return chunk.replace(/<text ([^>]*)>([^<]*)<\/text>\n?/g, (all, attrs: string, content: string) => {
        const x = Number(/ x="([-\d.]+)"/.exec(attrs)?.[1]);
        if (content.startsWith(WIDTH_MARK)) {
          centre = x + Number(content.slice(WIDTH_MARK.length)) / 2;
          return '';
        }
        if (centre === null || !attrs.includes('text-anchor="start"')) return all;
        return all.replace('text-anchor="start"', 'text-anchor="middle"').replace(/ x="[-\d.]+"/, ` x="${centre.toFixed(2)}"`);
      });
    })
    .join('');
}

const wrapped = (text: string, width: number, line: Omit<Line, 'text'>): Line[] => wrap(text, width, line.size ?? BASE).map((t) => ({ ...line, text: t }));

// ---------------------------------------------------------------------------------------------
// Views: a machine too big to read in one drawing is drawn in parts

/**
 * A part of a machine: the states it shows (a path, or `path.*` for a state and all below
 * it), the compound states it draws as one box, and its title. An arrow to a state outside the
 * part, or from one, is left out: it is drawn in the part that holds both ends, and the whole
 * machine in one drawing besides.
 */
export interface DiagramView {
  /** file name part: `<machine>.<key>.svg` */
  key: string;
  title: Words;
  include: string[];
  collapse?: string[];
}

/**
 * The path one entity took, drawn over its machine (the auditor's view,
 * src/server/domain/lifecycle/drawing.ts): each taken arrow emphasised (colour, weight, id
 * `taken__<from>__<EVENT>__<to>`, class `lifecycle_taken`) and labelled with its steps' numbers;
 * the current state outlined (id `current_state`, class `lifecycle_current`); Graphviz writes a
 * hyphen in an id as `&#45;`, hence the underscores. Without it the
 * drawing is exactly the one of docs/machines.
 */
export interface DrawHighlight {
  /** the numbers (from 1) of the path's steps an arrow stands for; empty for an arrow not taken */
  steps: (e: DiagramEdge) => readonly number[];
  /** the numbers of the steps that made the entity (its creation), drawn on the initial arrow */
  start?: readonly number[];
  /** the key of the top-level state it is in now */
  current?: string;
}

/** The emphasis of a taken arrow and of the current state's outline. */
export const TAKEN_STYLE = { color: '#B2182B', penwidth: 4, fill: '#FFF3D6' } as const;
/** ① ② … ⑳, then (21): a step's number on its arrow. */
export const stepMark = (n: number) => (n >= 1 && n <= 20 ? String.fromCodePoint(0x2460 + n - 1) : `(${n})`);
const dotId = (s: string) => s.replace(/\W/g, '_');

interface DrawOptions {
  lang?: Lang;
  view?: DiagramView;
  /** the registry entry: a domain machine's words and page */
  entry?: RegisteredMachine;
  /** the path an entity took (the auditor's view) */
  highlight?: DrawHighlight;
}

/** Graphviz DOT text; states with children become clusters. */
export function toDot(machine: AnyStateMachine, options: DrawOptions = {}): string {
  const lang = options.lang ?? 'en';
  const entry = options.entry ?? { machine, file: '', summary: '', inputs: [], events: [] };
  const domain = hasDomainMeta(machine);
  const view = options.view;
  const highlight = options.highlight;
  const id = nodeIds(machine);
  const q = (s: string) => JSON.stringify(s);
  const font = FONT_FAMILY[lang];

  // what is drawn: a state itself, the collapsed state it lies in, or nothing
  const pathOf = (n: AnyStateNode) => n.path.join('.');
  const collapsedIn = (n: AnyStateNode) => [n, ...ancestors(n)].find((a) => view?.collapse?.includes(pathOf(a)));
  const included = (n: AnyStateNode): boolean =>
    !view || view.include.includes(pathOf(n)) || [n, ...ancestors(n)].some((a) => view.include.includes(`${pathOf(a)}.*`));
  const shown = (n: AnyStateNode): AnyStateNode | null => {
    if (n === machine.root) return n;
    const c = collapsedIn(n);
    if (c) return included(c) ? c : null;
    return included(n) ? n : null;
  };
  const isBox = (n: AnyStateNode) => !hasChildren(n) || collapsedIn(n) === n;
  const hasShownInside = (n: AnyStateNode): boolean => children(n).some((c) => shown(c) !== null || hasShownInside(c));
  const drawnChildren = (n: AnyStateNode) => (isBox(n) ? [] : children(n).filter((c) => shown(c) !== null || hasShownInside(c)));
  const isCluster = (n: AnyStateNode) => !isBox(n) && drawnChildren(n).length > 0;

  const out = [
    `digraph ${q(machine.id)} {`,
    `  rankdir=${domain || view ? 'TB' : 'LR'}; compound=true; newrank=true; nodesep=${domain ? 0.2 : 0.35}; ranksep=${domain ? 0.45 : 0.6}; fontname=${q(font)}; fontsize=${BASE}; labeljust=l;`,
    `  node [shape=box, style="rounded", fontname=${q(font)}, fontsize=${BASE}, margin="0.12,0.06"];`,
    `  edge [fontname=${q(font)}, fontsize=9, arrowsize=0.7];`,
  ];
  const title = view ? { text: say(view.title, lang, view.key), bold: true, size: 13 } : undefined;
  if (domain) out.push(`  label=<${legendTable(lang, title)}>; labelloc=t;`);
  else if (title) out.push(`  label=${htmlLabel([title])}; labelloc=t;`);

  /** a node inside a cluster that edges to the cluster point at */
  const entryNode = (n: AnyStateNode): AnyStateNode => {
    if (!isCluster(n)) return n;
    const inner = drawnChildren(n);
    const initial = n.type !== 'parallel' && n.initial ? n.initial.target[0]! : undefined;
    return entryNode(initial && inner.includes(initial) ? initial : inner[0]!);
  };
  const arrow = (from: string, to: AnyStateNode, attrs: string[], tail?: AnyStateNode) => {
    const lhead = isCluster(to) && !(tail && ancestors(tail).includes(to)) ? [`lhead=${q(`cluster_${id(to)}`)}`] : [];
    const all = [...attrs, ...lhead];
    return `${q(from)} -> ${q(id(entryNode(to)))}${all.length ? ` [${all.join(', ')}]` : ''};`;
  };

  const stateLabel = (c: AnyStateNode): string => {
    const collapsed = isBox(c) && hasChildren(c);
    if (!domain) {
      const notes = stateNotes(c);
      const code = codeOf(c);
      return htmlLabel([
        { text: c.key + (collapsed ? ' (…)' : ''), bold: true },
        ...(code !== undefined ? [{ text: `code ${String(code)}`, size: 9, color: '#444444' }] : []),
        ...notes.flatMap((n) => wrapped(n, 190, { size: 9, color: '#444444' })),
      ]);
    }
    const meta = stateMeta(c);
    const code = meta.code !== undefined ? `${TEXT.code[lang]} ${String(meta.code)} · ` : '';
    const meaning = say(meta.meaning, lang, '');
    return htmlLabel([
      { text: say(meta.label, lang, c.key), bold: true, size: 14 },
      { text: `${code}${c.key}`, size: 10, color: '#444444' },
      ...(meaning ? wrapped(meaning, lang === 'en' ? 160 : 130, { size: 10.5 }) : []),
    ]);
  };

  const edges = transitionEdges(machine);
  const ownsDrawnEdges = (n: AnyStateNode) => isCluster(n) && included(n) && edges.some((e) => e.source === n);
  const emit = (parent: AnyStateNode, indent: string) => {
    const inner = drawnChildren(parent);
    if (parent.type !== 'parallel' && parent.initial && inner.includes(parent.initial.target[0]!)) {
      out.push(`${indent}${q(`${id(parent)}__start`)} [shape=point, width=0.12, label=""];`);
      const start = parent === machine.root ? (highlight?.start ?? []) : [];
      const taken = start.length ? [`xlabel=${htmlLabel([{ text: start.map(stepMark).join(' '), bold: true, size: 20, color: TAKEN_STYLE.color }])}`, ...takenAttrs('start', 'CREATE', parent.initial.target[0]!.key)] : [];
      out.push(`${indent}${arrow(`${id(parent)}__start`, parent.initial.target[0]!, taken)}`);
    }
    if (ownsDrawnEdges(parent) || (parent === machine.root && edges.some((e) => e.source === parent)))
      out.push(`${indent}${q(`${id(parent)}__any`)} [label=${q(`(any state)`)}, style="rounded,dashed", fontsize=9];`);
    for (const c of inner) {
      if (isCluster(c)) {
        out.push(`${indent}subgraph ${q(`cluster_${id(c)}`)} {`);
        const title = domain ? say(stateMeta(c).label, lang, c.key) : c.key;
        const notes = domain ? [] : stateNotes(c);
        out.push(
          `${indent}  label=${htmlLabel([{ text: title + (c.type === 'parallel' ? ' (parallel)' : ''), bold: true }, ...notes.map((n) => ({ text: n, size: 9, color: '#444444' }))])}; style=${c.type === 'parallel' ? 'dashed' : 'rounded'}; color="#888888";`,
        );
        emit(c, `${indent}  `);
        out.push(`${indent}}`);
      } else {
        const current =
          highlight?.current === c.key && c.parent === machine.root
            ? `, id="current_state", class="lifecycle_current", color="${TAKEN_STYLE.color}", penwidth=${TAKEN_STYLE.penwidth}, style="rounded,filled", fillcolor="${TAKEN_STYLE.fill}"`
            : '';
        out.push(`${indent}${q(id(c))} [label=${stateLabel(c)}${c.type === 'final' ? ', peripheries=2' : ''}${current}];`);
      }
    }
  };
  emit(machine.root, '  ');

  // arrows: from what is drawn to what is drawn (a stub when the target is outside the view)
  const seen = new Set<string>();
  const loops = new Map<string, { label: string; attrs: string[] }[]>();
  for (const e of edges) {
    const src = shown(e.source);
    if (!src) continue;
    if (e.source !== src && shown(e.target) === src) continue; // inside a collapsed state
    const tgt = shown(e.target);
    const from = isCluster(src) ? `${id(src)}__any` : id(src);
    const steps = (domain && highlight?.steps(e)) || [];
    const style = steps.length
      ? takenAttrs(e.source === machine.root ? 'any' : e.source.key, e.transition.eventType, e.target.key)
      : domain
        ? edgeStyle(actorsOf(e.transition))
        : uiEdgeStyle(e.transition);
    const label = domain ? domainEdgeLabel(e, entry, lang, steps) : uiEdgeLabel(e, machine);
    const key = `${from}|${tgt ? id(tgt) : pathOf(e.target)}|${label}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!tgt) continue; // drawn in another part
    if (tgt === src || (e.target === e.source && !isCluster(src))) {
      if (domain) out.push(`  ${q(from)} -> ${q(from)} [label=${label}, ${style.join(', ')}];`);
      else loops.set(from, [...(loops.get(from) ?? []), { label: uiEdgeText(e, machine), attrs: style }]);
    } else {
      out.push(`  ${arrow(from, tgt, [`label=${label}`, ...style], src)}`);
    }
  }
  for (const [from, list] of loops) {
    const lines = list.flatMap((l) => l.label.split('\n').map((text, i) => ({ text: i ? `  ${text}` : text, size: 9 })));
    out.push(`  ${q(from)} -> ${q(from)} [label=${htmlLabel(lines)}];`);
  }
  return [...out, '}', ''].join('\n');
}

/** A taken arrow: the emphasis colour and weight, an id and a class to find it by. */
function takenAttrs(from: string, event: string, to: string): string[] {
  return [
    `id="taken__${dotId(from)}__${dotId(event)}__${dotId(to)}"`,
    'class="lifecycle_taken"',
    `color="${TAKEN_STYLE.color}"`,
    `fontcolor="${TAKEN_STYLE.color}"`,
    'style="solid"',
    `penwidth=${TAKEN_STYLE.penwidth}`,
  ];
}

function edgeStyle(actors: Actor[]): string[] {
  if (!actors.length) return [`color="${UNKNOWN_STYLE.color}"`];
  const first = ACTOR_STYLE[actors[0]!];
  const color = actors.map((a) => ACTOR_STYLE[a].color).join(':');
  return [`color="${color}"`, `fontcolor="${first.color}"`, `style="${actors.length > 1 ? 'solid' : first.style}"`, `penwidth=${first.penwidth}`];
}

function uiEdgeStyle(t: AnyTransitionDefinition): string[] {
  if (t.eventType.startsWith('xstate.after.')) {
    const s = ACTOR_STYLE.timer;
    return [`color="${s.color}"`, `fontcolor="${s.color}"`, `style="${s.style}"`, `penwidth=${s.penwidth}`];
  }
  if (t.eventType.startsWith('xstate.error.')) return ['color="#8a1c1c"', 'fontcolor="#8a1c1c"'];
  return ['color="#333333"'];
}

/** `EVENT [guard]` then `/ actions` on lines of their own */
function uiEdgeText(e: DiagramEdge, machine: AnyStateMachine): string {
  const t = e.transition;
  const guard = t.guard ? ` [${nameOf(t.guard)}]` : isElse(t) ? ' [else]' : '';
  const actions = t.actions.filter((a) => !isAfterPlumbing(a)).map(nameOf);
  return [eventLabel(t, machine) + guard, ...(actions.length ? [`/ ${actions.join(', ')}`] : [])].join('\n');
}

function uiEdgeLabel(e: DiagramEdge, machine: AnyStateMachine): string {
  const [head, ...rest] = uiEdgeText(e, machine).split('\n');
  return htmlLabel([{ text: head!, size: 9 }, ...rest.flatMap((r) => wrapped(r, 200, { size: 9, color: '#444444' }))]);
}

function domainEdgeLabel(e: DiagramEdge, entry: RegisteredMachine, lang: Lang, steps: readonly number[] = []): string {
  const x = domainEdgeText(e, entry, lang);
  const color = x.actors.length ? ACTOR_STYLE[x.actors[0]!].color : UNKNOWN_STYLE.color;
  const width = lang === 'en' ? 160 : 125;
  return htmlLabel([
    ...(steps.length ? [{ text: steps.map(stepMark).join(' '), bold: true, size: 20, color: TAKEN_STYLE.color }] : []),
    { text: x.label, bold: true, size: 12, color },
    { text: `${x.event} · ${x.who}`, size: 9.5, color: '#444444' },
    ...(x.guard ? wrapped(x.guard, width, { size: 10.5 }) : []),
    ...(x.effects.length ? wrapped(`${TEXT.then[lang]}: ${x.effects.join(lang === 'en' ? '; ' : '；')}`, width, { size: 10.5 }) : []),
    ...x.timer.flatMap((l) => wrapped(`${TEXT.timer[lang]}: ${l}`, width + 20, { size: 10.5, color: ACTOR_STYLE.timer.color })),
  ]);
}

/** Line samples in text, like the arrows they stand for. */
const SAMPLE: Record<string, string> = { solid: '———', bold: '▬▬▬', dashed: '– – –', dotted: '·······' };

/** The legend as an HTML table: a heading, then one cell per actor with a sample of its line. */
export function legendTable(lang: Lang, title?: Line): string {
  const cells = ACTORS.map((a) => {
    const s = ACTOR_STYLE[a];
    return `<TD>${htmlTable([{ text: `${SAMPLE[s.style]} ${ACTOR_NAMES[a][lang]}`, color: s.color, bold: true, size: 12 }])}</TD>`;
  });
  const head = htmlTable([...(title ? [title] : []), { text: `${TEXT.legend[lang]}: ${TEXT.legendLine[lang]}`, size: 11, color: '#444444' }]);
  return `<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="10" CELLPADDING="0"><TR><TD COLSPAN="${cells.length}">${head}</TD></TR><TR>${cells.join('')}</TR></TABLE>`;
}

let viz: Promise<Viz> | undefined;
/** SVG rendered from the DOT text with @viz-js/viz (Graphviz in WASM; byte-identical across runs). */
export async function renderSvg(machine: AnyStateMachine, options: DrawOptions = {}): Promise<string> {
  return renderDot(toDot(machine, options));
}

export async function renderDot(dot: string): Promise<string> {
  // Graphviz (1.2 MB of JavaScript and WASM) is loaded on the first drawing, not with the server
  viz ??= import('@viz-js/viz').then((module) => module.instance());
  return centreText((await viz).renderString(dot, { format: 'svg', engine: 'dot' }));
}

// ---------------------------------------------------------------------------------------------
// Markdown

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const langLinks = (base: string, lang: Lang) =>
  LANGS.map((l) => (l === lang ? `**${LANG_NAMES[l]}**` : `[${LANG_NAMES[l]}](./${fileOf(base, l, 'md')})`)).join(' · ');
const fileLinks = (files: readonly string[] | undefined, lang: Lang) =>
  files?.length ? files.map((f) => `[\`${f}\`](../../${f})`).join(', ') : TEXT.none[lang];

/** The Markdown legend: one line per actor with its colour and line. */
export function legendMarkdown(lang: Lang): string[] {
  const swatch: Record<Actor, string> = { member: '🟦', staff: '🟩', provider: '🟪', timer: '🟧', system: '⬜' };
  const line: Record<string, Words> = {
    solid: { en: 'solid line', cn: '实线', tw: '實線' },
    bold: { en: 'thick line', cn: '粗线', tw: '粗線' },
    dashed: { en: 'dashed line', cn: '虚线', tw: '虛線' },
    dotted: { en: 'dotted line', cn: '点线', tw: '點線' },
  };
  return [
    `**${TEXT.legend[lang]}** — ${TEXT.legendLine[lang]}`,
    '',
    ...ACTORS.map((a) => `- ${swatch[a]} ${ACTOR_NAMES[a][lang]} — \`${ACTOR_STYLE[a].color}\`, ${line[ACTOR_STYLE[a].style]![lang]}`),
  ];
}

/** docs/machines/<name>.md (English), <name>.cn.md, <name>.tw.md for a domain machine; <name>.md for the others. */
export function renderMarkdown(name: string, entry: RegisteredMachine, lang: Lang = 'en', views: DiagramView[] = []): string {
  return hasDomainMeta(entry.machine) ? renderDomainMarkdown(name, entry, lang) : renderUiMarkdown(name, entry, views);
}

/** Names and one-line summaries of the domain machines for people, when their root `meta` gives none. */
export const DOMAIN_NAMES: Record<string, { label: Words; summary: Omit<Words, 'en'> }> = {
  goodsOrder: {
    label: { en: 'Goods order', cn: '商品订单', tw: '商品訂單' },
    summary: {
      cn: '一笔葡萄酒订单从下单、付款、发货到完成、取消、关闭或退款的全过程，由服务端执行。',
      tw: '一筆葡萄酒訂單從下單、付款、出貨到完成、取消、關閉或退款的全過程，由伺服器執行。',
    },
  },
  refund: {
    label: { en: 'Refund request', cn: '退款申请', tw: '退款申請' },
    summary: { cn: '会员对已付款订单的退款申请：员工审核后同意或驳回，会员也可撤回。', tw: '會員對已付款訂單的退款申請：員工審核後同意或駁回，會員也可撤回。' },
  },
  bookingOrder: {
    label: { en: 'Booking (visit, dinner, stay)', cn: '预约订单（参观、晚宴、住宿）', tw: '預約訂單（參觀、晚宴、住宿）' },
    summary: {
      cn: '参观、晚宴或住宿的预约从下单、付款到完成、取消、过期、退款或未到场的全过程，由服务端执行。',
      tw: '參觀、晚宴或住宿的預約從下單、付款到完成、取消、過期、退款或未到場的全過程，由伺服器執行。',
    },
  },
  paymentAttempt: {
    label: { en: 'Payment attempt', cn: '支付尝试', tw: '支付嘗試' },
    summary: {
      cn: '一次付款（微信内 JSAPI、扫码、H5 或沙盒）：向支付服务商下单，直到付款成功、失败、关闭或过期。',
      tw: '一次付款（微信內 JSAPI、掃碼、H5 或沙盒）：向支付服務商下單，直到付款成功、失敗、關閉或過期。',
    },
  },
  moneyRefund: {
    label: { en: 'Money refund', cn: '退回款项', tw: '退回款項' },
    summary: {
      cn: '把钱退回付款人：排队、提交支付服务商，成功即到账；失败会重试，仍不成功则交由员工处理。',
      tw: '把錢退回付款人：排隊、提交支付服務商，成功即到帳；失敗會重試，仍不成功則交由員工處理。',
    },
  },
};

/** The machine's name for people: its root's meta `label`, else DOMAIN_NAMES, else its registry name. */
export function machineTitle(name: string, entry: RegisteredMachine, lang: Lang): string {
  return say((entry.machine.root.meta as { label?: unknown } | undefined)?.label, lang, say(DOMAIN_NAMES[name]?.label, lang, name));
}

/** The machine's summary: its root's meta `summary`, else DOMAIN_NAMES in Chinese, else the registry's (English). */
function machineSummary(name: string, entry: RegisteredMachine, lang: Lang): string {
  const known = DOMAIN_NAMES[name]?.summary;
  return say((entry.machine.root.meta as { summary?: unknown } | undefined)?.summary, lang, (lang !== 'en' && known?.[lang]) || entry.summary);
}

function renderDomainMarkdown(name: string, entry: RegisteredMachine, lang: Lang): string {
  const { machine } = entry;
  const a = audit(entry);
  const title = machineTitle(name, entry, lang);
  const summary = machineSummary(name, entry, lang);
  const states = stateNodes(machine).map((n) => {
    const m = stateMeta(n);
    const kind = [n.parent?.initial?.target[0] === n ? TEXT.initial[lang] : '', n.type === 'final' ? TEXT.final[lang] : ''].filter(Boolean).join(', ');
    return `| ${m.code === undefined ? '' : cell(String(m.code))} | ${cell(say(m.label, lang, n.key))} | ${cell(say(m.meaning, lang, ''))} | \`${n.path.join('.')}\`${kind ? ` (${kind})` : ''} |`;
  });
  const label = (n: AnyStateNode) => say(stateMeta(n).label, lang, n.key);
  const transitions = transitionEdges(machine).map((e) => {
    const x = domainEdgeText(e, entry, lang);
    const to = e.target === e.source ? TEXT.sameState[lang] : label(e.target);
    const what = [
      x.description,
      x.guard,
      x.effects.length ? `${TEXT.then[lang]}: ${x.effects.join(lang === 'en' ? '; ' : '；')}` : '',
      ...x.timer.map((l) => `${TEXT.timer[lang]}: ${l}`),
    ].filter(Boolean);
    return `| ${cell(e.source === machine.root ? '*' : label(e.source))} | ${cell(to)} | ${cell(x.label)} (\`${cell(x.event)}\`) | ${cell(x.who)} | ${what.map(cell).join('<br>')} |`;
  });
  const t = TEXT;
  return [
    `# ${title} — ${t.stateMachine[lang]}`,
    '',
    `${t.otherLanguages[lang]}: ${langLinks(name, lang)}`,
    '',
    summary,
    '',
    `- ${t.enforcedBy[lang]}: ${fileLinks(a.enforcedBy, lang)}`,
    `- ${t.provedBy[lang]}: ${fileLinks(a.provedBy, lang)}`,
    '',
    t.generated[lang](entry.file),
    '',
    `## ${t.drawing[lang]}`,
    '',
    `![${title}](./${fileOf(name, lang, 'svg')})`,
    '',
    ...legendMarkdown(lang),
    '',
    ...(a.drawnWith?.length
      ? [
          `## ${t.drawnWith[lang]}`,
          '',
          ...a.drawnWith.flatMap((link) => {
            const other = say(DOMAIN_NAMES[link.name]?.label, lang, link.name);
            return [`### ${other}`, '', link.how[lang], '', `[![${other}](./${fileOf(link.name, lang, 'svg')})](./${fileOf(link.name, lang, 'md')})`, ''];
          }),
        ]
      : []),
    `## ${t.states[lang]}`,
    '',
    `| ${t.code[lang]} | ${t.state[lang]} | ${t.meaning[lang]} | ${t.identifier[lang]} |`,
    '| --- | --- | --- | --- |',
    ...states,
    '',
    `## ${t.transitions[lang]}`,
    '',
    `| ${t.from[lang]} | ${t.to[lang]} | ${t.event[lang]} | ${t.who[lang]} | ${t.whatHappens[lang]} |`,
    '| --- | --- | --- | --- | --- |',
    ...transitions,
    '',
    '<details>',
    `<summary>${t.mermaid[lang]}</summary>`,
    '',
    '```mermaid',
    toMermaid(machine).trimEnd(),
    '```',
    '',
    '</details>',
    '',
  ].join('\n');
}

function renderUiMarkdown(name: string, entry: RegisteredMachine, views: DiagramView[]): string {
  const { machine } = entry;
  const rows = stateNodes(machine).map((n) => {
    const initial = n.parent?.initial?.target[0] === n ? ', initial' : '';
    const code = codeOf(n);
    return `| \`${n.path.join('.')}\` | ${n.type}${initial} | ${code === undefined ? '' : cell(String(code))} | ${cell(stateNotes(n).join('; '))} |`;
  });
  const drawings = views.length
    ? [
        'Drawn in parts, one per way of paying; each part has the arrows between its own states, and the whole machine is drawn in one below.',
        '',
        ...views.flatMap((v) => [`### ${v.title.en}`, '', `![${v.title.en}](./${name}.${v.key}.svg)`, '']),
        `All of it in one drawing: [${name}.svg](./${name}.svg)`,
      ]
    : [`![${name}](./${name}.svg)`];
  return [
    `# ${name} state machine`,
    '',
    entry.summary,
    '',
    `Generated from \`${entry.file}\` by \`npm run diagrams\`; do not edit.`,
    '',
    '## Drawing',
    '',
    ...drawings,
    '',
    'Dotted orange arrows are timers (`after`), dark red ones a failed call (`error`).',
    '',
    '## States',
    '',
    '| State | Type | Code | Entry / invoke / exit |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    '## Transitions',
    '',
    '```mermaid',
    toMermaid(machine).trimEnd(),
    '```',
    '',
  ].join('\n');
}
