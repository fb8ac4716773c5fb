import { useSearch } from '../../lib/hash-location';
import { CARRIERS, type Carrier, type ExpressInfo } from '../../../contract/logistics';
import { ContentGate } from '../../components/content-gate';
import { t } from '../../lib/i18n';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadExpress } from './aftersales.actors';
import { LogisticsSteps, TrackingEvents } from './logistics-steps';
import { MissingOrder, OrderHead, orderNoOf } from './order-head';
import './aftersales.css';

const logic = contentLogic(loadExpress);
const UNPAID = 5;

const carrierName = (company: string) => ((CARRIERS as readonly string[]).includes(company) ? t(`aftersales.logistics.carriers.${company as Carrier}`) : company);

/** /logistics?order_no=: carrier, tracking number, the five steps with their times, and the events (spec §4). */
export default function LogisticsView() {
  const orderNo = orderNoOf(useSearch());
  return orderNo ? <Logistics key={orderNo} orderNo={orderNo} /> : <MissingOrder />;
}

function Logistics({ orderNo }: { orderNo: string }) {
  const content = useContent<ExpressInfo, { orderNo: string }>(logic, { orderNo });
  return (
    <section className="aftersales-page" aria-labelledby="logistics-title">
      <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
        {(info) => (
          <>
            <OrderHead id="logistics-title" title={t('aftersales.logistics.title')} orderNo={info.order_no} />
            {info.exception && (
              <p className="aftersales-notice is-error" role="alert">
                {t('aftersales.logistics.exception')}
              </p>
            )}
            <div className="aftersales-columns is-split">
              <div className="aftersales-panel">
                {info.company ? (
                  <dl className="logistics-waybill" data-testid="logistics-waybill">
                    <div>
                      <dt>{t('aftersales.logistics.carrier')}</dt>
                      <dd>{carrierName(info.company)}</dd>
                    </div>
                    <div>
                      <dt>{t('aftersales.logistics.trackingNo')}</dt>
                      <dd className="logistics-number">{info.tracking_no}</dd>
                    </div>
                  </dl>
                ) : (
                  <div className="logistics-packing">
                    <h2>{info.status === UNPAID ? t('aftersales.logistics.unpaid') : t('aftersales.logistics.packingTitle')}</h2>
                    {info.status !== UNPAID && <p>{t('aftersales.logistics.packingBody')}</p>}
                  </div>
                )}
                <h2 className="aftersales-subtitle">{t('aftersales.logistics.progress')}</h2>
                <LogisticsSteps steps={info.steps} />
              </div>
              <div className="aftersales-panel">
                <h2 className="aftersales-subtitle">{t('aftersales.logistics.events')}</h2>
                <TrackingEvents events={info.events} />
              </div>
            </div>
          </>
        )}
      </ContentGate>
    </section>
  );
}
