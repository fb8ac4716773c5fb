import type { PayState } from '../../../contract/payment';
import type { PayableRef } from '../../../../machines/payment.machine';
import { ContentGate } from '../../components/content-gate';
import { StatusPanel } from '../../components/status-panel';
import { splitHash, useSearch } from '../../lib/hash-location';
import { t } from '../../lib/i18n';
import { contentLogic, useContent } from '../../lib/use-content';
import { flowHref, flowOf, type PayFlow } from './pay-flows';
import { Outcome } from './pay-panels';
import { loadPayStatus } from './payment.actors';
import '../../components/shop-page.css';
import './payment.css';

const logic = contentLogic(loadPayStatus);

/**
 * /payStatus?order_no= (goods), /VpayStatus (visits, dinners), /stayOrderPay (stays): the
 * order's payment as the server knows it, and the ways on from there.
 */
export default function PayStatusView() {
  const orderNo = new URLSearchParams(useSearch()).get('order_no') ?? '';
  const flow = flowOf(splitHash(location.hash).path);
  if (!/^[A-Za-z0-9_-]{4,40}$/.test(orderNo)) {
    return <StatusPanel title={t('pay.noOrder')} action={{ label: t(flow.text.myOrders), href: `#${flow.list}` }} />;
  }
  return <PayStatus key={orderNo} orderNo={orderNo} flow={flow} />;
}

function PayStatus({ orderNo, flow }: { orderNo: string; flow: PayFlow }) {
  const content = useContent<PayState, PayableRef>(logic, { entity: flow.entity, orderNo });
  const detail = `#${flow.detail(orderNo)}`;
  return (
    <section className="shop-page pay-page" aria-labelledby="pay-status-title">
      <header className="shop-hero">
        <p className="eyebrow">{t('pay.eyebrow')}</p>
        <h1 id="pay-status-title">{t('pay.status.title')}</h1>
      </header>
      <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
        {(state) =>
          state.paid ? (
            <Outcome tone="success" title={t('pay.status.successTitle')} body={t(flow.text.successBody, { orderNo })}>
              {state.pay_no && (
                <p className="pay-payno">
                  {t('pay.status.payNo')} <span data-testid="pay-no">{state.pay_no}</span>
                </p>
              )}
              <a className="button" href={detail}>
                {t('pay.viewOrder')}
              </a>
              <a className="button button-ghost" href={`#${flow.more}`}>
                {t(flow.text.more)}
              </a>
            </Outcome>
          ) : state.state === 'closed' ? (
            <Outcome tone="neutral" title={t('pay.status.closedTitle')} body={t('pay.status.closedBody', { orderNo })}>
              <a className="button" href={`#${flow.list}`}>
                {t(flow.text.myOrders)}
              </a>
            </Outcome>
          ) : (
            <Outcome tone="error" title={t('pay.status.failureTitle')} body={t('pay.status.failureBody', { orderNo })}>
              <a className="button" href={flowHref(flow.choose, orderNo)}>
                {t('pay.payAgain')}
              </a>
              <a className="button button-ghost" href={detail}>
                {t('pay.viewOrder')}
              </a>
            </Outcome>
          )
        }
      </ContentGate>
    </section>
  );
}
