import './pay-mark.css';

/**
 * A payment method's mark, drawn here (no picture to download): WeChat Pay's green tile with its
 * tick for every WeChat way of paying (in WeChat, by QR code, in the phone's browser), and a test
 * flask for the sandbox cashier. The method's name is always written beside it; the mark is decoration.
 */
export function PayMark({ method, size = 24 }: { method: string; size?: number }) {
  const sandbox = method === 'sandbox';
  return (
    <svg className={`pay-mark is-${sandbox ? 'sandbox' : 'wechat'}`} data-mark={sandbox ? 'sandbox' : 'wechat'} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {sandbox ? (
        <>
          <rect width="24" height="24" rx="6" fill="#5a1a2b" />
          <path d="M9.5 5h5M10.5 5v4.6L6.3 16.9A1.4 1.4 0 0 0 7.5 19h9a1.4 1.4 0 0 0 1.2-2.1l-4.2-7.3V5" fill="none" stroke="#b8925a" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round" />
          <path d="M8.2 14.5h7.6l1.3 2.4a.7.7 0 0 1-.6 1.1H7.5a.7.7 0 0 1-.6-1.1z" fill="#b8925a" />
        </>
      ) : (
        <>
          <rect width="24" height="24" rx="6" fill="#07c160" />
          <path d="M6.2 12.4l3.9 3.7 7.7-8.4" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        </>
      )}
    </svg>
  );
}

/** A method's mark and its name, as one line of text (order details). */
export function PayMethodName({ method, name }: { method: string; name: string }) {
  return (
    <span className="pay-method-name">
      <PayMark method={method} size={20} />
      <span>{name}</span>
    </span>
  );
}
