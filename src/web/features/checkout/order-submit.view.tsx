import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { InvoiceDraft } from '../../../contract/invoice';
import { checkoutMachine } from '../../../../machines/checkout.machine';
import { ORDER_REMARK_MAX } from '../../../contract/order';
import { refreshCartCount } from '../../app/cart-count';
import { StatusPanel } from '../../components/status-panel';
import { navigate } from '../../lib/hash-location';
import { t, tKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { newSubmitToken } from '../../lib/submit-token';
import { useRegionSelect } from '../../lib/use-region-select';
import { regionPickerMachine } from '../../../../machines/region-picker.machine';
import { addAddress, createOrder, fetchRegions, loadAddresses, loadPreview } from './checkout.actors';
import { CheckoutSummary } from './checkout-summary';
import { InvoiceSection } from './invoice-section';
import { ReceiverCard } from './receiver-card';
import { ReceiverPicker } from './receiver-picker';
import '../../components/shop-page.css';
import './checkout.css';

const logic = checkoutMachine.provide({
  actors: { loadPreview, loadAddresses, createOrder, addAddress, regionPicker: regionPickerMachine.provide({ actors: { fetchRegions } }) },
  actions: {
    // replace: going back must not land on a checkout that already made its order
    goToPay: (_, { orderNo }) => navigate(`${paths.orderPay}?order_no=${encodeURIComponent(orderNo)}`, { replace: true }),
    refreshCount: () => refreshCartCount(),
  },
});

const ERROR_ID = 'checkout-error';

/** /orderSubmit: confirm the wines, the receiver and the total, then submit once (spec §3, §5). */
export default function OrderSubmitView() {
  const [input] = useState(() => ({ submitToken: newSubmitToken() }));
  const [snapshot, send] = useMachine(logic, { input });
  const { preview, receiver, failure, remark } = snapshot.context;
  const submitting = snapshot.matches('submitting') || snapshot.matches('created');
  const region = useRegionSelect(snapshot.children.regionPicker);
  const adding = snapshot.matches({ ready: 'adding' });
  const setInvoice = useCallback((invoice: InvoiceDraft | null) => send({ type: 'SET_INVOICE', invoice }), [send]);

  let body;
  if (snapshot.matches('loading')) {
    body = (
      <p className="shop-loading" role="status">
        {t('shop.checkout.loading')}
      </p>
    );
  } else if (snapshot.matches('unavailable')) {
    body = <StatusPanel alert level={2} title={tKey(failure ?? 'order.requestFailed')} action={{ label: t('shop.checkout.retry'), onClick: () => send({ type: 'RETRY' }) }} />;
  } else if (snapshot.matches('empty') || !preview) {
    body = (
      <div className="shop-empty">
        <h2>{t('shop.checkout.emptyTitle')}</h2>
        <p>{t('shop.checkout.emptyBody')}</p>
        <a className="button" href={`#${paths.cart}`}>
          {t('shop.checkout.backToCart')}
        </a>
      </div>
    );
  } else {
    body = (
      <div className="checkout-grid">
        <div className="checkout-main">
          <ReceiverCard
            receiver={receiver}
            invalid={failure === 'order.noReceiver'}
            errorId={ERROR_ID}
            disabled={submitting}
            onChange={() => send({ type: 'PICK_RECEIVER' })}
            onAdd={() => send({ type: 'ADD_ADDRESS' })}
          />
          <CheckoutSummary.Wines preview={preview} />
          <section className="shop-card checkout-remark">
            <label htmlFor="checkout-remark">{t('shop.checkout.remark')}</label>
            <textarea
              id="checkout-remark"
              rows={2}
              maxLength={ORDER_REMARK_MAX}
              value={remark}
              placeholder={t('shop.checkout.remarkHint')}
              disabled={submitting}
              onChange={(event) => send({ type: 'SET_REMARK', value: event.target.value })}
            />
          </section>
          <InvoiceSection disabled={submitting} refused={failure === 'invoice.checkFields'} onDraft={setInvoice} />
        </div>
        <CheckoutSummary.Totals
          preview={preview}
          failure={failure}
          errorId={ERROR_ID}
          submitting={submitting}
          failed={snapshot.matches('failed')}
          adultConfirmed={snapshot.context.adultConfirmed}
          canSubmit={snapshot.can({ type: 'SUBMIT' })}
          onConfirmAdult={(value) => send({ type: 'CONFIRM_ADULT', value })}
          onSubmit={() => send({ type: 'SUBMIT' })}
          onReload={() => send({ type: 'RELOAD' })}
        />
      </div>
    );
  }

  return (
    <section className="shop-page checkout-page" aria-labelledby="checkout-title">
      <header className="shop-hero">
        <p className="eyebrow">{t('shop.checkout.eyebrow')}</p>
        <h1 id="checkout-title">{t('shop.checkout.title')}</h1>
      </header>
      {body}
      <ReceiverPicker
        open={snapshot.matches({ ready: 'picking' }) || adding}
        state={
          adding
            ? 'adding'
            : snapshot.matches({ ready: { picking: 'loading' } })
              ? 'loading'
              : snapshot.matches({ ready: { picking: 'failed' } })
                ? 'failed'
                : 'choosing'
        }
        addresses={snapshot.context.addresses}
        currentId={receiver?.id ?? null}
        onChoose={(id) => send({ type: 'CHOOSE_RECEIVER', id })}
        onAdd={() => send({ type: 'ADD_ADDRESS' })}
        onRetry={() => send({ type: 'RETRY' })}
        onClose={() => send({ type: 'CLOSE_PICKER' })}
        adding={{
          draft: snapshot.context.draft,
          errors: snapshot.context.draftErrors,
          failure: snapshot.context.draftFailure,
          saving: snapshot.matches({ ready: { adding: 'saving' } }),
          region,
          onChange: (field, value) => send({ type: 'CHANGE_ADDRESS', field, value }),
          onToggleDefault: (value) => send({ type: 'TOGGLE_DEFAULT', value }),
          onSave: () => send({ type: 'SAVE_ADDRESS' }),
          onCancel: () => send({ type: 'CANCEL_ADDRESS' }),
        }}
      />
    </section>
  );
}
