import { LANGS, HTML_LANG, type Lang } from '../../../contract/lang';
import { WECHAT_LANG } from './oauth';
import { SANDBOX_USERS, type SandboxUser } from './sandbox-users';

/** The sandbox consent page: what WeChat shows before `snsapi_userinfo`, for test users. */
const TEXT = {
  en: {
    title: 'WeChat authorization',
    sandbox: 'Development sandbox — not the real WeChat',
    requests: 'Penglai Cliffside Estate requests:',
    profile: 'Your public profile (nickname and avatar)',
    identity: 'Your WeChat identity',
    choose: 'Sign in as a test WeChat user',
    allow: 'Allow',
    refuse: 'Refuse',
    error: 'Invalid authorization request',
  },
  cn: {
    title: '微信授权',
    sandbox: '开发沙盒 — 并非真实的微信',
    requests: '蓬莱崖畔酒庄 申请获得以下权限：',
    profile: '获得你的公开信息（昵称、头像）',
    identity: '获得你的微信身份',
    choose: '以测试微信用户登录',
    allow: '允许',
    refuse: '拒绝',
    error: '授权请求参数错误',
  },
  tw: {
    title: '微信授權',
    sandbox: '開發沙盒 — 並非真實的微信',
    requests: '蓬萊崖畔酒莊 申請獲得以下權限：',
    profile: '獲得你的公開資訊（暱稱、頭像）',
    identity: '獲得你的微信身分',
    choose: '以測試微信用戶登入',
    allow: '允許',
    refuse: '拒絕',
    error: '授權請求參數錯誤',
  },
} satisfies Record<Lang, Record<string, string>>;

const LANG_LABEL: Record<Lang, string> = { cn: '简', tw: '繁', en: 'En' };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;background:#ededed;color:#191919;font:16px/1.5 -apple-system,BlinkMacSystemFont,'PingFang SC','PingFang TC','Microsoft YaHei','Noto Sans CJK SC',sans-serif}
.bar{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:10px 16px;background:#f7f7f7;border-bottom:1px solid #ddd}
.bar h1{margin:0;font-size:17px;font-weight:600}.langs{display:flex;gap:4px}
.langs a{padding:2px 8px;border-radius:12px;color:#576b95;text-decoration:none;font-size:14px}.langs a[aria-current]{background:#576b95;color:#fff}
.note{margin:0;padding:8px 16px;background:#fff3cd;color:#6b4e00;font-size:13px;text-align:center}
main{max-width:440px;margin:0 auto;padding:24px 16px 40px}
.app{display:flex;align-items:center;gap:12px;margin-bottom:16px}.logo{display:grid;place-items:center;width:48px;height:48px;border-radius:50%;background:#5a1a2b;color:#b8925a;font-size:22px;flex:none}
.app p{margin:0;font-weight:600}ul.scopes{margin:0 0 24px;padding:0 0 0 20px;color:#555}
fieldset{margin:0 0 24px;padding:0;border:0}legend{margin-bottom:8px;color:#888;font-size:14px}
label.user{display:flex;align-items:center;gap:12px;padding:12px;margin-bottom:8px;background:#fff;border:2px solid transparent;border-radius:10px;cursor:pointer}
label.user:has(input:checked){border-color:#07c160}label.user:focus-within{outline:3px solid #576b95;outline-offset:2px}
label.user img{width:48px;height:48px;border-radius:6px}.who{flex:1}.who strong{display:block}.who span{color:#888;font-size:13px}
input[type=radio]{width:20px;height:20px;accent-color:#07c160}
.actions{display:grid;gap:12px}button{width:100%;padding:12px;border:0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #576b95;outline-offset:2px}.allow{background:#07c160;color:#fff}.refuse{background:#f2f2f2;color:#07c160}
.error{padding:32px 16px;text-align:center;color:#c00}
@media (min-width:720px){main{margin-top:40px;background:#f7f7f7;border-radius:14px;padding:32px;box-shadow:0 8px 30px rgba(0,0,0,.08)}}
`;

function page(lang: Lang, title: string, langLinks: string, body: string): string {
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body><header class="bar"><h1>${escape(title)}</h1>${langLinks}</header>
<p class="note" role="note">${escape(TEXT[lang].sandbox)}</p>${body}</body></html>`;
}

/** Links that reload the page in another language (the query stays, `hl` is ours, not WeChat's). */
function langSwitch(lang: Lang, query: URLSearchParams): string {
  const links = LANGS.map((l) => {
    const q = new URLSearchParams(query);
    q.set('hl', l);
    const current = l === lang ? ' aria-current="true"' : '';
    return `<a href="?${escape(q.toString())}" lang="${HTML_LANG[l]}"${current}>${LANG_LABEL[l]}</a>`;
  });
  return `<nav class="langs">${links.join('')}</nav>`;
}

function userOption(user: SandboxUser, lang: Lang, index: number): string {
  const place = user.place[WECHAT_LANG[lang]];
  const where = [place.province, place.city].filter(Boolean).join(' ');
  return `<label class="user"><img src="../../avatar/${user.key}.svg" alt="" width="48" height="48">
<span class="who"><strong>${escape(user.nickname)}</strong><span>${escape(where)}</span></span>
<input type="radio" name="user" value="${user.key}"${index === 0 ? ' checked' : ''}></label>`;
}

export interface ConsentParams {
  appid: string;
  redirect_uri: string;
  scope: string;
  state: string;
}

export function renderConsentPage(lang: Lang, params: ConsentParams, query: URLSearchParams): string {
  const text = TEXT[lang];
  const hidden = Object.entries({ ...params, hl: lang })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('');
  const scopes = params.scope === 'snsapi_userinfo' ? [text.identity, text.profile] : [text.identity];
  const body = `<main>
<div class="app"><span class="logo" aria-hidden="true">崖</span><p>${escape(text.requests)}</p></div>
<ul class="scopes">${scopes.map((s) => `<li>${escape(s)}</li>`).join('')}</ul>
<form method="post" action="authorize">${hidden}
<fieldset><legend>${escape(text.choose)}</legend>${SANDBOX_USERS.map((u, i) => userOption(u, lang, i)).join('')}</fieldset>
<div class="actions"><button class="allow" name="decision" value="allow">${escape(text.allow)}</button>
<button class="refuse" name="decision" value="refuse">${escape(text.refuse)}</button></div>
</form></main>`;
  return page(lang, text.title, langSwitch(lang, query), body);
}

export function renderErrorPage(lang: Lang, detail: string, query: URLSearchParams): string {
  const text = TEXT[lang];
  return page(lang, text.title, langSwitch(lang, query), `<main><p class="error" role="alert">${escape(text.error)}: ${escape(detail)}</p></main>`);
}
