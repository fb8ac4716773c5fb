import type { PayMethod, PayMethodInfo } from '../../../contract/payment';
import { PayMark } from '../../components/pay-mark';
import { t } from '../../lib/i18n';

/** The ways this browser can pay (from the server), one button each. */
export function MethodList(props: { methods: PayMethodInfo[]; amount: string; busy: boolean; onChoose: (method: PayMethod) => void }) {
  return (
    <section className="shop-card pay-methods" aria-labelledby="pay-methods-title" aria-busy={props.busy || undefined}>
      <h2 id="pay-methods-title">{t('pay.chooseMethod')}</h2>
      <ul>
        {props.methods.map(({ method, name }) => (
          <li key={method}>
            <button type="button" className={`pay-method is-${method}`} disabled={props.busy} onClick={() => props.onChoose(method)} data-method={method}>
              <span className="pay-method-mark">
                <PayMark method={method} size={44} />
              </span>
              <span className="pay-method-text">
                <strong>{name}</strong>
                <small>{t(`pay.methodHint.${method}`)}</small>
              </span>
              <span className="pay-method-go">{t('pay.payNow', { amount: props.amount })}</span>
            </button>
          </li>
        ))}
      </ul>
      {props.busy && (
        <p className="pay-busy" role="status">
          {t('pay.starting')}
        </p>
      )}
    </section>
  );
}
