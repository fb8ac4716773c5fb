import type { ReactNode } from 'react';
import type { PayStart } from '../../../contract/payment';
import { t } from '../../lib/i18n';
import { QrCode } from './qr-code';

/** A waiting line: the provider's page is opening, the server is confirming, … */
export function Waiting({ text }: { text: string }) {
  return (
    <div className="shop-card pay-waiting" role="status" aria-live="polite">
      <span className="pay-spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** An outcome with its ways on: failed, timed out, expired, paid. */
export function Outcome(props: { tone: 'success' | 'error' | 'neutral'; title: string; body: string; children?: ReactNode }) {
  return (
    <section className={`shop-card pay-outcome is-${props.tone}`} role={props.tone === 'error' ? 'alert' : 'status'} data-testid="pay-outcome">
      <span className="pay-outcome-mark" aria-hidden="true">
        {props.tone === 'success' ? '✓' : props.tone === 'error' ? '!' : '⏱'}
      </span>
      <h2>{props.title}</h2>
      <p>{props.body}</p>
      {props.children && <div className="pay-actions">{props.children}</div>}
    </section>
  );
}

/** Native: the QR code to scan with WeChat; the page polls by itself. */
export function QrPanel(props: { start: PayStart; onPaid: () => void; onCancel: () => void }) {
  return (
    <section className="shop-card pay-qr-panel" aria-labelledby="pay-qr-title">
      <h2 id="pay-qr-title">{t('pay.qrTitle')}</h2>
      <div className="pay-qr-frame">
        <QrCode text={props.start.code_url ?? ''} label={t('pay.qrLabel', { amount: props.start.amount })} />
      </div>
      <p className="pay-qr-hint">{t('pay.qrHint')}</p>
      <p className="pay-qr-waiting" role="status" aria-live="polite">
        <span className="pay-spinner is-small" aria-hidden="true" /> {t('pay.qrWaiting')}
      </p>
      <div className="pay-actions">
        <button type="button" className="button" onClick={props.onPaid}>
          {t('pay.iHavePaid')}
        </button>
        <button type="button" className="button button-ghost" onClick={props.onCancel}>
          {t('pay.otherMethod')}
        </button>
      </div>
    </section>
  );
}
