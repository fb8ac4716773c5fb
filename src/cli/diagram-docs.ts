/**
 * Every file of docs/machines/, as `npm run diagrams` writes it and the drift test expects it:
 * the index (README.md) that opens with the lifecycle overview in cn, tw and en, the overview
 * pages, each domain machine's page and drawing per language, each UI machine's page and
 * drawing, and the payment machine drawn in parts, one per way of paying.
 */
import type { AnyTransitionDefinition } from 'xstate';
import { ORDER_VALIDITY_S } from '../contract/constants';
import type { Actor, Words } from '../../machines/meta';
import type { RegisteredMachine } from '../../machines/registry';
import {
  ACTOR_STYLE,
  FONT_FAMILY,
  LANG_NAMES,
  LANGS,
  TEXT,
  fileOf,
  hasDomainMeta,
  htmlLabel,
  legendTable,
  legendMarkdown,
  machineTitle,
  renderDot,
  renderMarkdown,
  renderSvg,
  timerWords,
  transitionEdges,
  wrap,
  type AuditEntry,
  type DiagramView,
  type Lang,
} from './diagram';

/** Machines too big to read in one drawing, and their parts. */
export const VIEWS: Record<string, DiagramView[]> = {
  payment: [
    {
      key: 'choose',
      title: { en: 'Payment: loading, then choosing a way to pay', cn: '付款：加载后选择付款方式', tw: '付款：載入後選擇付款方式' },
      include: ['loading', 'loadFailed', 'open', 'open.choosing', 'open.starting', 'open.jsapi', 'open.qr', 'open.h5', 'open.sandbox', 'paid', 'expired'],
      collapse: ['open.qr'],
    },
    {
      key: 'jsapi',
      title: { en: 'Payment by WeChat Pay inside WeChat (JSAPI)', cn: '在微信内用微信支付付款（JSAPI）', tw: '在微信內用微信支付付款（JSAPI）' },
      include: ['loading', 'open', 'open.choosing', 'open.starting', 'open.jsapi', 'open.polling', 'open.failed', 'open.timedOut', 'paid', 'expired'],
      collapse: ['open.polling'],
    },
    {
      key: 'qr',
      title: { en: 'Payment by scanning a QR code (Native)', cn: '扫码付款（Native）', tw: '掃碼付款（Native）' },
      include: ['loading', 'open', 'open.choosing', 'open.starting', 'open.qr.*', 'open.polling', 'open.failed', 'open.timedOut', 'paid', 'expired'],
      collapse: ['open.polling'],
    },
    {
      key: 'h5',
      title: {
        en: 'Payment on another page and back (H5, sandbox): "have you paid?"',
        cn: '跳转到其他页面付款后返回（H5、沙盒）：“您已付款了吗？”',
        tw: '跳轉到其他頁面付款後返回（H5、沙盒）：「您已付款了嗎？」',
      },
      include: ['loading', 'open', 'open.choosing', 'open.starting', 'open.h5', 'open.sandbox', 'open.checking', 'open.asking', 'open.polling', 'open.failed', 'open.timedOut', 'paid', 'expired'],
      collapse: ['open.polling'],
    },
    {
      key: 'polling',
      title: { en: 'Waiting for the payment to be confirmed (polling)', cn: '等待付款确认（轮询）', tw: '等待付款確認（輪詢）' },
      include: ['open', 'open.polling.*', 'open.choosing', 'open.failed', 'open.timedOut', 'paid', 'expired'],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// The lifecycle overview: hand-drawn, one step per box, linked to the machines that enforce it

interface Step {
  id: string;
  label: Words;
  detail: Words;
  /** the machines that hold this step: registry names, or a pattern of their files */
  machines: (string | RegExp)[];
}
interface Move {
  from: string;
  to: string;
  actors: Actor[];
  label: Words;
  /** the goods order's expiry: drawn with the timer's values */
  expiry?: true;
}

const STEPS: Step[] = [
  {
    id: 'placed',
    label: { en: 'Order placed, unpaid', cn: '已下单，待付款', tw: '已下單，待付款' },
    detail: { en: 'goods order 5 · booking 0', cn: '商品订单 5 · 预约 0', tw: '商品訂單 5 · 預約 0' },
    machines: ['goodsOrder', 'bookingOrder'],
  },
  {
    id: 'payment',
    label: { en: 'Payment attempt', cn: '付款', tw: '付款' },
    detail: {
      en: 'WeChat Pay inside WeChat (JSAPI), QR code (Native), H5, or the sandbox',
      cn: '微信内支付（JSAPI）、扫码（Native）、H5 或沙盒',
      tw: '微信內支付（JSAPI）、掃碼（Native）、H5 或沙盒',
    },
    machines: ['paymentAttempt', /payment-attempt/, 'payment'],
  },
  {
    id: 'closed',
    label: { en: 'Closed unpaid', cn: '未付款已关闭', tw: '未付款已關閉' },
    detail: { en: 'goods order 6 cancelled, 7 closed · booking 3', cn: '商品订单 6 已取消、7 已关闭 · 预约 3', tw: '商品訂單 6 已取消、7 已關閉 · 預約 3' },
    machines: ['goodsOrder', 'bookingOrder'],
  },
  {
    id: 'paid',
    label: { en: 'Paid', cn: '已付款', tw: '已付款' },
    detail: { en: 'goods order 10 · booking 1', cn: '商品订单 10 · 预约 1', tw: '商品訂單 10 · 預約 1' },
    machines: ['goodsOrder', 'bookingOrder'],
  },
  {
    id: 'shipped',
    label: { en: 'Shipped', cn: '已发货', tw: '已出貨' },
    detail: { en: 'goods order 15', cn: '商品订单 15', tw: '商品訂單 15' },
    machines: ['goodsOrder'],
  },
  {
    id: 'completed',
    label: { en: 'Completed', cn: '已完成', tw: '已完成' },
    detail: { en: 'goods order 20 · booking 2', cn: '商品订单 20 · 预约 2', tw: '商品訂單 20 · 預約 2' },
    machines: ['goodsOrder', 'bookingOrder'],
  },
  {
    id: 'refund',
    label: { en: 'Refund requested', cn: '已申请退款', tw: '已申請退款' },
    detail: { en: 'goods order 8 after-sales: staff review it', cn: '商品订单 8 售后中：员工审核', tw: '商品訂單 8 售後中：員工審核' },
    machines: ['refund', 'goodsOrder'],
  },
  {
    id: 'money',
    label: { en: 'Money on its way back', cn: '退款处理中', tw: '退款處理中' },
    detail: {
      en: 'goods order 25 refunding (members see 25 refunded), 6 cancelledRefunding · booking 3 refunding; the money refund is queued, sent to the payment provider; a failure is retried, then handed to staff',
      cn: '商品订单 25 退款处理中（会员看到 25 已退款）、6 已取消（退款处理中）· 预约 3 退款处理中；退款排队后提交支付服务商；失败会重试，仍不成功则交由员工处理',
      tw: '商品訂單 25 退款處理中（會員看到 25 已退款）、6 已取消（退款處理中）· 預約 3 退款處理中；退款排隊後提交支付服務商；失敗會重試，仍不成功則交由員工處理',
    },
    machines: ['moneyRefund', /money-refund/, 'goodsOrder', 'bookingOrder'],
  },
  {
    id: 'back',
    label: { en: 'Money back', cn: '退款已到账', tw: '退款已到帳' },
    detail: {
      en: "goods order 25 refunded, 6 cancelled · booking 3 refunded: the money refund's success sends the order MONEY_BACK",
      cn: '商品订单 25 已退款、6 已取消 · 预约 3 已取消并退款：退款成功时向订单发出 MONEY_BACK',
      tw: '商品訂單 25 已退款、6 已取消 · 預約 3 已取消並退款：退款成功時向訂單發出 MONEY_BACK',
    },
    machines: ['goodsOrder', 'bookingOrder', 'moneyRefund', /money-refund/],
  },
];

const MOVES: Move[] = [
  { from: 'placed', to: 'payment', actors: ['member'], label: { en: 'pays', cn: '付款', tw: '付款' } },
  { from: 'payment', to: 'paid', actors: ['provider'], label: { en: 'payment confirmed', cn: '确认收款', tw: '確認收款' } },
  {
    from: 'payment',
    to: 'placed',
    actors: ['member', 'provider'],
    label: { en: 'cancelled or failed: pay again', cn: '取消或失败：可重新付款', tw: '取消或失敗：可重新付款' },
  },
  { from: 'placed', to: 'closed', actors: ['member'], label: { en: 'cancels', cn: '取消', tw: '取消' } },
  { from: 'placed', to: 'closed', actors: ['timer'], label: { en: 'time to pay is up', cn: '付款时间已到', tw: '付款時間已到' }, expiry: true },
  { from: 'paid', to: 'shipped', actors: ['staff'], label: { en: 'ships', cn: '发货', tw: '出貨' } },
  { from: 'shipped', to: 'completed', actors: ['member'], label: { en: 'confirms receipt', cn: '确认收货', tw: '確認收貨' } },
  { from: 'paid', to: 'refund', actors: ['member'], label: { en: 'asks for a refund', cn: '申请退款', tw: '申請退款' } },
  { from: 'refund', to: 'paid', actors: ['staff'], label: { en: 'rejects', cn: '驳回', tw: '駁回' } },
  { from: 'refund', to: 'paid', actors: ['member'], label: { en: 'withdraws', cn: '撤回申请', tw: '撤回申請' } },
  { from: 'refund', to: 'money', actors: ['staff'], label: { en: 'approves', cn: '同意退款', tw: '同意退款' } },
  {
    from: 'paid',
    to: 'money',
    actors: ['member'],
    label: { en: 'cancels before any refund decision', cn: '在退款审核前取消订单', tw: '在退款審核前取消訂單' },
  },
  { from: 'money', to: 'money', actors: ['system'], label: { en: 'failed: sent again', cn: '失败：重新提交', tw: '失敗：重新提交' } },
  {
    from: 'money',
    to: 'back',
    actors: ['provider', 'system'],
    label: { en: 'refund succeeded → the order learns it (MONEY_BACK)', cn: '退款成功 → 通知订单（MONEY_BACK）', tw: '退款成功 → 通知訂單（MONEY_BACK）' },
  },
];

const OVERVIEW_TITLE: Words = {
  en: 'From order to money back',
  cn: '从下单到退款到账',
  tw: '從下單到退款到帳',
};
const OVERVIEW_TEXT: Words = {
  en: 'A member orders wine or books a visit, dinner or stay; pays by one of four ways; the winery ships; the member may ask for a refund, which staff approve or reject; an approved refund goes back through the payment provider until the money is back. Each box is held by the server-enforced machines listed below, and each arrow is drawn in the colour of who may make that move.',
  cn: '会员购买葡萄酒或预约参观、晚宴、住宿；以四种方式之一付款；酒庄发货；会员可申请退款，由员工同意或驳回；同意的退款经支付服务商原路退回，直到款项到账。每个方框由下方列出的服务端状态机执行，每个箭头的颜色表示谁可以发起该操作。',
  tw: '會員購買葡萄酒或預約參觀、晚宴、住宿；以四種方式之一付款；酒莊出貨；會員可申請退款，由員工同意或駁回；同意的退款經支付服務商原路退回，直到款項到帳。每個方框由下方列出的伺服器狀態機執行，每個箭頭的顏色表示誰可以發起該操作。',
};

/** The registered machines a step names (by name, or by file pattern). */
function stepMachines(step: Step, machines: Record<string, RegisteredMachine>): string[] {
  const names = step.machines.flatMap((m) => (typeof m === 'string' ? (Object.hasOwn(machines, m) ? [m] : []) : Object.keys(machines).filter((n) => m.test(machines[n]!.file))));
  return [...new Set(names)];
}

/** The goods order's expiry timer as its machine states it (else the contract's validity, unswept). */
function expiryTimer(machines: Record<string, RegisteredMachine>): AnyTransitionDefinition | { meta: { timer: { setting: string; defaultS: number } } } {
  const order = machines.goodsOrder?.machine;
  const timed = order ? transitionEdges(order).find((e) => (e.transition as { meta?: { timer?: unknown } }).meta?.timer) : undefined;
  return timed?.transition ?? { meta: { timer: { setting: 'ORDER_VALIDITY_S', defaultS: ORDER_VALIDITY_S } } };
}

/** The overview drawing in one language. */
export function overviewDot(machines: Record<string, RegisteredMachine>, lang: Lang): string {
  const q = (s: string) => JSON.stringify(s);
  const font = FONT_FAMILY[lang];
  const out = [
    'digraph "lifecycle" {',
    `  rankdir=TB; newrank=true; nodesep=0.6; ranksep=0.55; fontname=${q(font)}; labelloc=t;`,
    `  label=<${legendTable(lang, { text: OVERVIEW_TITLE[lang], bold: true, size: 15 })}>;`,
    `  node [shape=box, style="rounded,filled", fillcolor="#f7f7f2", fontname=${q(font)}, fontsize=11, margin="0.14,0.08"];`,
    `  edge [fontname=${q(font)}, fontsize=10, arrowsize=0.8];`,
  ];
  for (const s of STEPS) {
    const names = stepMachines(s, machines);
    const link = names[0] ? `, URL=${q(`./${fileOf(names[0], hasDomainMeta(machines[names[0]]!.machine) ? lang : 'en', 'md')}`)}` : '';
    const lines = [
      { text: s.label[lang], bold: true, size: 14 },
      ...wrap(s.detail[lang], lang === 'en' ? 200 : 180, 10.5).map((text) => ({ text, size: 10.5, color: '#444444' })),
    ];
    out.push(`  ${q(s.id)} [label=${htmlLabel(lines)}${link}];`);
  }
  const timer = expiryTimer(machines) as AnyTransitionDefinition;
  for (const m of MOVES) {
    const st = ACTOR_STYLE[m.actors[0]!];
    const color = m.actors.map((a) => ACTOR_STYLE[a].color).join(':');
    const lines = [
      { text: m.label[lang], bold: true, size: 12, color: st.color },
      ...(m.expiry ? timerWords(timer, lang).flatMap((l) => wrap(`${TEXT.timer[lang]}: ${l}`, 190, 10.5).map((text) => ({ text, size: 10.5, color: st.color }))) : []),
    ];
    const attrs = [`label=${htmlLabel(lines)}`, `color="${color}"`, `style="${m.actors.length > 1 ? 'solid' : st.style}"`, `penwidth=${st.penwidth}`];
    if (m.to === 'placed' || (m.from === 'refund' && m.to === 'paid')) attrs.push('constraint=false');
    out.push(`  ${q(m.from)} -> ${q(m.to)} [${attrs.join(', ')}];`);
  }
  out.push('  { rank=same; "payment"; "closed"; }', '  { rank=same; "shipped"; "refund"; }', '  { rank=same; "completed"; "money"; }');
  return [...out, '}', ''].join('\n');
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/machines/overview.md, overview.cn.md, overview.tw.md */
export function renderOverview(machines: Record<string, RegisteredMachine>, lang: Lang): string {
  const other = LANGS.map((l) => (l === lang ? `**${LANG_NAMES[l]}**` : `[${LANG_NAMES[l]}](./${fileOf('overview', l, 'md')})`)).join(' · ');
  const steps = STEPS.map((s) => {
    const links = stepMachines(s, machines).map((n) => `[${machineTitle(n, machines[n]!, lang)}](./${fileOf(n, hasDomainMeta(machines[n]!.machine) ? lang : 'en', 'md')})`);
    return `| ${cell(s.label[lang])} | ${cell(s.detail[lang])} | ${links.join(', ')} |`;
  });
  const heads = { en: ['Step', 'Status codes and ways', 'Machines'], cn: ['步骤', '状态码与方式', '状态机'], tw: ['步驟', '狀態碼與方式', '狀態機'] }[lang];
  return [
    `# ${OVERVIEW_TITLE[lang]}`,
    '',
    `${TEXT.otherLanguages[lang]}: ${other} · [${{ en: 'all machines', cn: '全部状态机', tw: '全部狀態機' }[lang]}](./README.md)`,
    '',
    OVERVIEW_TEXT[lang],
    '',
    `![${OVERVIEW_TITLE[lang]}](./${fileOf('overview', lang, 'svg')})`,
    '',
    ...legendMarkdown(lang),
    '',
    `| ${heads.join(' | ')} |`,
    '| --- | --- | --- |',
    ...steps,
    '',
    TEXT.generated[lang]('src/cli/diagram-docs.ts'),
    '',
  ].join('\n');
}

/** docs/machines/README.md: the overview first (cn, tw, en), then the domain machines, then the UI's. */
export function renderIndex(machines: Record<string, RegisteredMachine>): string {
  const entries = Object.entries(machines);
  const domain = entries.filter(([, e]) => hasDomainMeta(e.machine));
  const ui = entries.filter(([, e]) => !hasDomainMeta(e.machine));
  const files = (list: readonly string[] | undefined) => (list?.length ? list.map((f) => `[\`${f}\`](../../${f})`).join('<br>') : '—');
  return [
    '# 状态机 · 狀態機 · State machines',
    '',
    `**${LANG_NAMES.cn}**：[${OVERVIEW_TITLE.cn}](./overview.cn.md) · **${LANG_NAMES.tw}**：[${OVERVIEW_TITLE.tw}](./overview.tw.md) · **${LANG_NAMES.en}**: [${OVERVIEW_TITLE.en}](./overview.md)`,
    '',
    ...LANGS.flatMap((lang) => [`## ${OVERVIEW_TITLE[lang]}（${LANG_NAMES[lang]}）`.replace('（English）', ' (English)'), '', OVERVIEW_TEXT[lang], '', `![${OVERVIEW_TITLE[lang]}](./${fileOf('overview', lang, 'svg')})`, '']),
    '## 服务端执行的领域状态机 · 伺服器執行的領域狀態機 · Domain machines, enforced by the server',
    '',
    'Generated from `machines/index.ts` by `npm run diagrams`; do not edit. 由 `npm run diagrams` 生成，请勿手工编辑。',
    '',
    '| Machine | 简体中文 | 繁體中文 | English | Enforced by · 服务端执行 | Proved by · 测试验证 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...domain.map(([name, e]) => {
      const a = e as RegisteredMachine & AuditEntry;
      const page = (lang: Lang) => `[${cell(machineTitle(name, e, lang))}](./${fileOf(name, lang, 'md')})`;
      return `| \`${name}\` | ${page('cn')} | ${page('tw')} | ${page('en')} | ${files(a.enforcedBy)} | ${files(a.provedBy)} |`;
    }),
    '',
    '## 界面状态机 · 介面狀態機 · UI machines',
    '',
    '| Machine | Summary | Source |',
    '| --- | --- | --- |',
    ...ui.map(([name, e]) => `| [${name}](./${name}.md) | ${cell(e.summary)} | \`${e.file}\` |`),
    '',
  ].join('\n');
}

/** Names the pages of the machines cannot take. */
export const RESERVED = ['README', 'overview'];

/** Every file of docs/machines/ and its text, in a fixed order. */
export async function docFiles(machines: Record<string, RegisteredMachine>): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [name, entry] of Object.entries(machines)) {
    if (!/^[A-Za-z][\w-]*$/.test(name) || RESERVED.includes(name)) throw new Error(`machine name "${name}" cannot be a file name`);
    if (hasDomainMeta(entry.machine)) {
      for (const lang of LANGS) {
        files.set(fileOf(name, lang, 'md'), renderMarkdown(name, entry, lang));
        files.set(fileOf(name, lang, 'svg'), await renderSvg(entry.machine, { lang, entry }));
      }
    } else {
      const views = VIEWS[name] ?? [];
      files.set(`${name}.md`, renderMarkdown(name, entry, 'en', views));
      files.set(`${name}.svg`, await renderSvg(entry.machine, { entry }));
      for (const view of views) files.set(`${name}.${view.key}.svg`, await renderSvg(entry.machine, { entry, view }));
    }
  }
  for (const lang of LANGS) {
    files.set(fileOf('overview', lang, 'md'), renderOverview(machines, lang));
    files.set(fileOf('overview', lang, 'svg'), await renderDot(overviewDot(machines, lang)));
  }
  files.set('README.md', renderIndex(machines));
  return files;
}
