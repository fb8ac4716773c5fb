import { HTML_LANG, LANGS, type Lang } from '../../../contract/lang';
import { formatFen } from '../../../contract/money';
import type { SandboxTransaction } from './sandbox';

/** The sandbox gateway's cashier page (what WeChat Pay's cashier would show), in cn/tw/en. */
const TEXT = {
  en: {
    title: 'Sandbox cashier',
    note: 'Development sandbox — no real money moves',
    merchant: 'Merchant',
    merchantName: 'Penglai Cliffside Estate',
    amount: 'Amount',
    order: 'Order',
    number: 'Payment number',
    approve: 'Approve payment',
    decline: 'Decline',
    leave: 'Leave without paying',
    SUCCESS: 'This payment was approved.',
    REFUND: 'This payment was approved and has been refunded.',
    PAYERROR: 'This payment was declined.',
    CLOSED: 'This payment is closed.',
    expired: 'This payment has expired.',
    unknown: 'There is no such payment.',
    scanned: 'You can close this page: the shop sees the result on its own.',
    back: 'Back to the shop',
  },
  cn: {
    title: '沙盒收银台',
    note: '开发沙盒 — 不会产生真实扣款',
    merchant: '收款方',
    merchantName: '蓬莱崖畔酒庄',
    amount: '金额',
    order: '订单',
    number: '支付单号',
    approve: '确认支付',
    decline: '拒绝支付',
    leave: '暂不支付，返回',
    SUCCESS: '该笔支付已确认。',
    REFUND: '该笔支付已确认，并已退款。',
    PAYERROR: '该笔支付已被拒绝。',
    CLOSED: '该笔支付已关闭。',
    expired: '该笔支付已过期。',
    unknown: '不存在该笔支付。',
    scanned: '可以关闭此页面：商户页面会自动显示结果。',
    back: '返回商户',
  },
  tw: {
    title: '沙盒收銀台',
    note: '開發沙盒 — 不會產生真實扣款',
    merchant: '收款方',
    merchantName: '蓬萊崖畔酒莊',
    amount: '金額',
    order: '訂單',
    number: '支付單號',
    approve: '確認支付',
    decline: '拒絕支付',
    leave: '暫不支付，返回',
    SUCCESS: '該筆支付已確認。',
    REFUND: '該筆支付已確認，並已退款。',
    PAYERROR: '該筆支付已被拒絕。',
    CLOSED: '該筆支付已關閉。',
    expired: '該筆支付已過期。',
    unknown: '不存在該筆支付。',
    scanned: '可以關閉此頁面：商戶頁面會自動顯示結果。',
    back: '返回商戶',
  },
} satisfies Record<Lang, Record<string, string>>;

const LANG_LABEL: Record<Lang, string> = { cn: '简', tw: '繁', en: 'En' };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#f2efe9;color:#2a1d1f;font:16px/1.5 -apple-system,BlinkMacSystemFont,'PingFang SC','PingFang TC','Microsoft YaHei','Noto Sans CJK SC',sans-serif}
.bar{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:10px 16px;background:#fff;border-bottom:1px solid #e4ddd3}
.bar h1{margin:0;font-size:17px;font-weight:600}.langs{display:flex;gap:4px}
.langs a{padding:2px 10px;border-radius:12px;color:#5a1a2b;text-decoration:none;font-size:14px}.langs a[aria-current]{background:#5a1a2b;color:#fff}
.langs a:focus-visible,a.back:focus-visible{outline:3px solid #b8925a;outline-offset:2px}
.note{margin:0;padding:8px 16px;background:#fff3cd;color:#6b4e00;font-size:13px;text-align:center}
main{max-width:440px;margin:0 auto;padding:28px 16px 40px}
.card{background:#fff;border-radius:14px;padding:24px;box-shadow:0 8px 30px rgba(42,29,31,.08)}
.merchant{display:flex;align-items:center;gap:12px;margin-bottom:8px}.logo{display:grid;place-items:center;width:44px;height:44px;border-radius:50%;background:#5a1a2b;color:#b8925a;font-size:20px;flex:none}
.merchant p{margin:0}.merchant small{display:block;color:#7a6d6f;font-size:13px}
.amount{margin:16px 0 20px;text-align:center;font-size:40px;font-weight:600;letter-spacing:.5px}.amount span{font-size:22px;margin-right:4px}
dl{margin:0 0 24px;display:grid;grid-template-columns:auto 1fr;gap:6px 16px;font-size:14px}dt{color:#7a6d6f}dd{margin:0;text-align:right;word-break:break-all}
.actions{display:grid;gap:12px}button,a.back{display:block;width:100%;padding:13px;border:0;border-radius:10px;font:inherit;font-weight:600;text-align:center;cursor:pointer;text-decoration:none}
button:focus-visible{outline:3px solid #b8925a;outline-offset:2px}
.approve{background:#07c160;color:#fff}.decline{background:#fff;color:#b3261e;border:1px solid #e6c3c0}.leave,a.back{background:#f2efe9;color:#5a1a2b}
.state{margin:8px 0 20px;padding:12px;border-radius:10px;background:#f7f4ef;text-align:center}
@media (min-width:720px){main{margin-top:48px}}
`;

function langSwitch(lang: Lang, query: URLSearchParams): string {
  const links = LANGS.map((l) => {
    const q = new URLSearchParams(query);
    q.set('hl', l);
    const current = l === lang ? ' aria-current="true"' : '';
    return `<a href="?${escape(q.toString())}" lang="${HTML_LANG[l]}"${current}>${LANG_LABEL[l]}</a>`;
  });
  return `<nav class="langs" aria-label="Language">${links.join('')}</nav>`;
}

function page(lang: Lang, query: URLSearchParams, body: string): string {
  const text = TEXT[lang];
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(text.title)}</title><style>${STYLE}</style></head>
<body><header class="bar"><h1>${escape(text.title)}</h1>${langSwitch(lang, query)}</header>
<p class="note" role="note">${escape(text.note)}</p><main>${body}</main></body></html>`;
}

export interface CashierView {
  tx: SandboxTransaction | null;
  /** opened by scanning the QR code: no page to go back to */
  scan: boolean;
}

export function renderCashier(lang: Lang, query: URLSearchParams, { tx, scan }: CashierView): string {
  const text = TEXT[lang];
  if (!tx) return page(lang, query, `<div class="card"><p class="state" role="alert">${escape(text.unknown)}</p></div>`);
  const expired = tx.state === 'NOTPAY' && tx.expiresAt.getTime() <= Date.now();
  const open = tx.state === 'NOTPAY' && !expired;
  const hidden = `<input type="hidden" name="hl" value="${lang}">${scan ? '<input type="hidden" name="scan" value="1">' : ''}`;
  const state = expired ? text.expired : open ? '' : (text[tx.state as keyof typeof text] ?? text.CLOSED);
  const actions = open
    ? `<form method="post" class="actions">${hidden}
<button class="approve" name="decision" value="approve">${escape(text.approve)}</button>
<button class="decline" name="decision" value="decline">${escape(text.decline)}</button>
<button class="leave" name="decision" value="leave">${escape(text.leave)}</button></form>`
    : `<p class="state" role="status">${escape(state)}${scan ? `<br>${escape(text.scanned)}` : ''}</p>${scan ? '' : `<a class="back" href="${escape(tx.returnUrl)}">${escape(text.back)}</a>`}`;
  const body = `<div class="card">
<div class="merchant"><span class="logo" aria-hidden="true">崖</span><p><small>${escape(text.merchant)}</small>${escape(text.merchantName)}</p></div>
<p class="amount" aria-label="${escape(text.amount)}"><span>¥</span>${formatFen(tx.amountFen)}</p>
<dl><dt>${escape(text.order)}</dt><dd>${escape(tx.description)}</dd><dt>${escape(text.number)}</dt><dd>${escape(tx.outTradeNo)}</dd></dl>
${actions}</div>`;
  return page(lang, query, body);
}
