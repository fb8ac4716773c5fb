import { useMachine } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { fromPromise } from 'xstate';
import { staffHomeMachine } from '../../../machines/staff/staff-home.machine';
import { mayCall, type StaffPath } from '../../contract/staff-access';
import { staffDashboard, staffDashboardSeries, type Dashboard, type SeriesDay } from '../../contract/staff-console';
import { StaffSession } from '../app/session';
import { PageHeader } from '../components/page-header';
import { StatePanel } from '../components/state-panel';
import { staffCall } from '../lib/api';
import { hrefOf } from '../lib/hash';
import { say, t, tn, type StaffKey, type StaffPluralKey } from '../lib/i18n';

const HomeChart = lazy(() => import('./home-chart'));

const homeLogic = staffHomeMachine.provide({
  actors: {
    loadDashboard: fromPromise<Dashboard>(() => staffCall(staffDashboard, {})),
    loadSeries: fromPromise<SeriesDay[]>(() => staffCall(staffDashboardSeries, { days: 30 }).then((answer) => answer.days)),
  },
});

/** The Beijing day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

interface Card {
  key: string;
  title: StaffKey;
  read: StaffPath;
  unit: StaffPluralKey;
  /** one figure, or today's and tomorrow's */
  figures: { label?: StaffKey; count: number; href: string }[];
  urgent?: boolean;
}

/** The cards of the home, each linked to its queue; the role sees those it may open. */
export function homeCards(d: Dashboard): Card[] {
  const tomorrow = nextDay(d.today);
  const both = (kind: string, today: number, next: number) => [
    { label: 'home.today' as const, count: today, href: hrefOf(`/bookings/${kind}`, { date: d.today }) },
    { label: 'home.tomorrow' as const, count: next, href: hrefOf(`/bookings/${kind}`, { date: tomorrow }) },
  ];
  return [
    { key: 'toShip', title: 'home.card.toShip', read: '/api/staff/order/list', unit: 'home.orders', figures: [{ count: d.to_ship, href: hrefOf('/orders', { status: 10 }) }] },
    { key: 'refunds', title: 'home.card.refunds', read: '/api/staff/refund/queue', unit: 'home.requests', figures: [{ count: d.refunds_to_review, href: '#/refunds' }] },
    {
      key: 'moneyRefunds',
      title: 'home.card.moneyRefunds',
      read: '/api/staff/money-refund/queue',
      unit: 'home.requests',
      figures: [{ count: d.money_refunds_failing, href: '#/money-refunds' }],
      urgent: d.money_refunds_failing > 0,
    },
    { key: 'visits', title: 'home.card.visits', read: '/api/staff/booking/list', unit: 'home.bookings', figures: both('visit', d.visits_today, d.visits_tomorrow) },
    { key: 'dinners', title: 'home.card.dinners', read: '/api/staff/booking/list', unit: 'home.bookings', figures: both('dining', d.dinners_today, d.dinners_tomorrow) },
    { key: 'arrivals', title: 'home.card.arrivals', read: '/api/staff/booking/list', unit: 'home.bookings', figures: both('stay', d.arrivals_today, d.arrivals_tomorrow) },
    { key: 'departures', title: 'home.card.departures', read: '/api/staff/booking/list', unit: 'home.bookings', figures: both('stay', d.departures_today, d.departures_tomorrow) },
  ];
}

export default function HomeScreen() {
  const [state, send] = useMachine(homeLogic);
  const role = StaffSession.useSelector((s) => s.context.staff?.role ?? null);
  const { dashboard, days } = state.context;
  const cards = dashboard ? homeCards(dashboard).filter((card) => mayCall(role, card.read)) : [];

  return (
    <div className="st-page">
      <PageHeader title={t('home.title')} subtitle={dashboard ? t('home.subtitle', { day: dashboard.today }) : undefined} />
      <section aria-label={t('home.title')}>
        {state.matches({ counts: 'loading' }) ? <StatePanel kind="loading" message={t('shell.state.loading')} /> : null}
        {state.matches({ counts: 'failed' }) ? (
          <StatePanel kind="failed" message={say(state.context.countsFailure ?? '')} retryLabel={t('shell.state.retry')} onRetry={() => send({ type: 'RETRY' })} />
        ) : null}
        {state.matches({ counts: 'ready' }) && cards.length === 0 ? <StatePanel kind="empty" message={t('home.nothingForRole')} /> : null}
        {cards.length ? (
          <ul className="st-cards">
            {cards.map((card) => (
              <li key={card.key} className={`st-card${card.urgent ? ' st-card-urgent' : ''}`}>
                <h2>{t(card.title)}</h2>
                <div className="st-card-figures">
                  {card.figures.map((figure) => (
                    <a key={figure.href} href={figure.href} className="st-card-figure">
                      {figure.label ? <span className="st-card-when">{t(figure.label)}</span> : null}
                      <span className="st-card-count" aria-hidden="true">
                        {figure.count}
                      </span>
                      <span className="st-visually-hidden">{tn(card.unit, figure.count)}</span>
                    </a>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <Series state={state} days={days} onRetry={() => send({ type: 'RETRY' })} />
    </div>
  );
}

function Series({ state, days, onRetry }: { state: ReturnType<typeof useMachine<typeof homeLogic>>[0]; days: SeriesDay[]; onRetry: () => void }) {
  const [asTable, setAsTable] = useState(false);
  const orders = days.reduce((n, d) => n + d.orders, 0);
  const bookings = days.reduce((n, d) => n + d.bookings, 0);
  return (
    <section className="st-panel st-chart-panel" aria-labelledby="chart-title">
      <div className="st-panel-head">
        <div>
          <h2 id="chart-title">{t('home.chart.title')}</h2>
          <p className="st-muted">{t('home.chart.caption')}</p>
        </div>
        {state.matches({ chart: 'ready' }) ? (
          <button type="button" className="st-button" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {t(asTable ? 'home.chart.asChart' : 'home.chart.asTable')}
          </button>
        ) : null}
      </div>
      {state.matches({ chart: 'loading' }) ? <StatePanel kind="loading" message={t('shell.state.loading')} /> : null}
      {state.matches({ chart: 'failed' }) ? <StatePanel kind="failed" message={say(state.context.chartFailure ?? '')} retryLabel={t('shell.state.retry')} onRetry={onRetry} /> : null}
      {state.matches({ chart: 'empty' }) ? <StatePanel kind="empty" message={t('home.chart.empty')} /> : null}
      {state.matches({ chart: 'ready' }) ? (
        <>
          <p className="st-chart-total">{t('home.chart.total', { orders: tn('home.orders', orders), bookings: tn('home.bookings', bookings) })}</p>
          {asTable ? (
            <SeriesTable days={days} />
          ) : (
            <Suspense fallback={<StatePanel kind="loading" message={t('shell.state.loading')} />}>
              <HomeChart days={days} />
            </Suspense>
          )}
        </>
      ) : null}
    </section>
  );
}

/** The chart's figures as a table: the accessible form, and the one to read exact numbers from. */
function SeriesTable({ days }: { days: SeriesDay[] }) {
  return (
    <div className="st-table-scroll st-series-table">
      <table className="st-table">
        <caption className="st-visually-hidden">{t('home.chart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('home.chart.day')}</th>
            <th scope="col" className="st-end">
              {t('home.chart.orders')}
            </th>
            <th scope="col" className="st-end">
              {t('home.chart.bookings')}
            </th>
            <th scope="col" className="st-end">
              {t('home.chart.sales')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td className="st-end">{d.orders}</td>
              <td className="st-end">{d.bookings}</td>
              <td className="st-end">{(d.sales_fen / 100).toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
