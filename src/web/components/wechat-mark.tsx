import './wechat-mark.css';

/** Two speech bubbles, WeChat's shape, drawn here so no outside picture is needed. */
export function WechatMark({ busy = false, size = 56 }: { busy?: boolean; size?: number }) {
  return (
    <svg className={busy ? 'wechat-mark is-busy' : 'wechat-mark'} width={size} height={size} viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill="#07c160" />
      <ellipse cx="20" cy="21" rx="11" ry="9" fill="#fff" />
      <path d="M13 28l-2 5 6-3z" fill="#fff" />
      <ellipse cx="30" cy="28" rx="9" ry="7.5" fill="#e9f9ef" stroke="#07c160" strokeWidth="1.5" />
      <path d="M35 34l3 4-6-2z" fill="#e9f9ef" />
      <circle cx="16.5" cy="19" r="1.6" fill="#07c160" />
      <circle cx="23.5" cy="19" r="1.6" fill="#07c160" />
      <circle cx="27" cy="27" r="1.3" fill="#07c160" />
      <circle cx="33" cy="27" r="1.3" fill="#07c160" />
    </svg>
  );
}
